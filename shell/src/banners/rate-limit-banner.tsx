import { useRateLimitStore } from '@haat/web-kit';

/**
 * Bottom-left 'Rate limiting active' banner while any limit runs (spec §2 'Overlays'). The warnings
 * and the 'Login Available' / 'Page Refreshing Available' notices come from the rate-limit store.
 */
export function RateLimitBanner() {
  const active = useRateLimitStore((s) => Object.keys(s.limits).length > 0);
  if (!active) return null;
  return (
    <div className="corner-banner corner-banner--warning" role="status">
      <strong>Rate limiting active</strong>
      <span>Waiting for the system to recover</span>
    </div>
  );
}
