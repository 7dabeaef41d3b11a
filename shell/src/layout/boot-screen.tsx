import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * What shows for the moment between the first paint and the router (manifest + remotes loading).
 * index.html holds the same markup and its styles, so it is on screen before any script runs.
 */
export function BootScreen() {
  const t = useT(messages);
  return (
    <div className="boot" role="status" aria-live="polite">
      {/* i18n-ignore: the logo's letter, hidden from screen readers (the brand). */}
      <span className="boot__logo" aria-hidden="true">H</span>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </div>
  );
}
