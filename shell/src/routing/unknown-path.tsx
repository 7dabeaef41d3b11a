import { LoadingState, unknownPathTarget, useSession } from '@haat/web-kit';
import { Navigate } from 'react-router';
import { remoteFailures } from '../federation/remote-failures.ts';
import { RemoteFallbackPage } from './remote-fallback-page.tsx';

/**
 * Unknown paths go to /dashboard for sellers and / for everyone else — unless a remote failed to
 * load: then the path may well be one of its pages, so the fallback shows instead of a redirect
 * (which could loop, e.g. /dashboard → * → /dashboard when the seller remote is down).
 */
export function UnknownPath() {
  const session = useSession();
  const failures = remoteFailures();
  if (failures.length > 0) return <RemoteFallbackPage failures={failures} />;
  if (session.status === 'loading') return <LoadingState />;
  return <Navigate to={unknownPathTarget(session)} replace />;
}
