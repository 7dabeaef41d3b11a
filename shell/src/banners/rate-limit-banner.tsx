import { useRateLimitStore } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * 'Rate limiting active' while any limit runs (spec §2 'Overlays'; in the flow below the top bar,
 * issue 15). The warnings and the 'Login Available' / 'Page Refreshing Available' notices come from
 * the rate-limit store.
 */
export function RateLimitBanner() {
  const t = useT(messages);
  const active = useRateLimitStore((s) => Object.keys(s.limits).length > 0);
  if (!active) return null;
  return (
    <div className="status-banner status-banner--warning" role="status">
      <strong>{t('banner.limited')}</strong>
      <span>{t('banner.recovering')}</span>
    </div>
  );
}
