import { BANNED_SUPPORT_TEXT } from '@haat/web-kit';

/** Spec §8: a banned account's login shows the server's text in a red 'Account Banned' panel. */
export function BannedPanel({ text }: { text: string }) {
  return (
    <div className="banned-panel" role="alert">
      <h2 className="banned-panel__title">Account Banned</h2>
      {text ? <p>{text}</p> : null}
      <p>{BANNED_SUPPORT_TEXT}</p>
    </div>
  );
}
