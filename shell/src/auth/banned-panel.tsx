import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Spec §8: a banned account's login shows the server's text in a red 'Account Banned' panel. */
export function BannedPanel({ text }: { text: string }) {
  const t = useT(messages);
  return (
    <div className="banned-panel" role="alert">
      <h2 className="banned-panel__title">{t('auth.banned')}</h2>
      {text ? <p>{text}</p> : null}
      <p>{t('auth.bannedHelp')}</p>
    </div>
  );
}
