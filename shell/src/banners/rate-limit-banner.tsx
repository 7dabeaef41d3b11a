import { useRateLimitStore, useToastStore, type Limit } from '@haat/web-kit';
import { useEffect, useMemo, useRef } from 'react';

const WARNING_GAP_MS = 10_000;
const WARNING_SHOW_MS = 8000;

function warningFor(limit: Limit): { title: string; message: string } {
  if (limit.kind === 'login') return { title: 'Login Temporarily Limited', message: 'Please wait a moment before trying to log in again.' };
  if (limit.kind === 'refresh') return { title: 'Too Many Page Refreshes', message: 'Please wait a moment before refreshing again.' };
  if (limit.endpoint.startsWith('/auth/me') || limit.endpoint.startsWith('/users')) {
    return { title: 'Profile Service Limited', message: `Too many requests to ${limit.endpoint.slice(1)}. The app will retry automatically in a moment.` };
  }
  if (limit.endpoint.startsWith('/auth')) return { title: 'Authentication Limited', message: 'Too many requests to auth. The app will retry automatically in a moment.' };
  return { title: 'Rate Limit Reached', message: `Too many requests to ${limit.endpoint.slice(1) || 'the server'}. The app will retry automatically in a moment.` };
}

/**
 * Bottom-left 'Rate limiting active' banner while any endpoint is limited, one warning notice per
 * 10 s, and 'Login Available' / 'Page Refreshing Available' once those limits end (spec §4).
 */
export function RateLimitBanner() {
  const limits = useRateLimitStore((s) => s.limits);
  const lastWarning = useRef(0);
  const active = useMemo(() => Object.values(limits), [limits]);

  useEffect(() => {
    const newest = active.reduce<Limit | null>((a, b) => (!a || b.until > a.until ? b : a), null);
    if (newest && Date.now() - lastWarning.current > WARNING_GAP_MS) {
      lastWarning.current = Date.now();
      useToastStore.getState().push({ type: 'rate-limit', ...warningFor(newest), timeout: WARNING_SHOW_MS });
    }
    const timers = active.map((limit) =>
      setTimeout(() => {
        useRateLimitStore.getState().clear(limit.endpoint);
        if (limit.kind === 'login') useToastStore.getState().push({ type: 'success', title: 'Login Available', message: 'You can try logging in again.' });
        if (limit.kind === 'refresh') useToastStore.getState().push({ type: 'success', title: 'Page Refreshing Available' });
      }, Math.max(0, limit.until - Date.now())),
    );
    return () => timers.forEach(clearTimeout);
  }, [active]);

  if (active.length === 0) return null;
  return (
    <div className="corner-banner corner-banner--warning" role="status">
      <strong>Rate limiting active</strong>
      <span>Waiting for the system to recover</span>
    </div>
  );
}
