import { LoadingState, unknownPathTarget, useSession } from '@haat/web-kit';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { remoteFailures } from '../federation/remote-failures.ts';
import { RemoteFallbackPage } from './remote-fallback-page.tsx';

// Not on any first screen: loaded only when an address is no page.
const NotFoundPage = lazy(() => import('@haat/web-kit/not-found').then((m) => ({ default: m.NotFoundPage })));

/**
 * Unknown paths show 'Page not found' (issue 35; the spec sent everyone home without a word), except
 * for sellers, who go to /dashboard as the spec says (they are not shown the public pages the page
 * links to) — unless a remote failed to load: then the path may well be one of its pages, so the
 * fallback shows instead (a redirect could loop, e.g. /dashboard → * → /dashboard when the seller
 * remote is down).
 */
export function UnknownPath() {
  const session = useSession();
  const failures = remoteFailures();
  if (failures.length > 0) return <RemoteFallbackPage failures={failures} />;
  if (session.status === 'loading') return <LoadingState />;
  if (session.isSeller) return <Navigate to={unknownPathTarget(session)} replace />;
  return <Suspense fallback={<LoadingState />}><NotFoundPage /></Suspense>;
}
