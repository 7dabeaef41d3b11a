import { decideAccess, LoadingState, loginPathFor, useSession, useSessionStore, type RouteAccess } from '@haat/web-kit';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * Applies the spec's guard table (web-kit decideAccess) to the routes beneath it. A session the
 * server ended sends a page that needs one to /login?session=expired ('Your session has expired');
 * open pages carry on for the guest the visitor now is.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const expired = useSessionStore((s) => s.expired);
  const location = useLocation();
  // Open pages never wait; the rest wait for /auth/me so a reload does not bounce to /login.
  if (access !== 'open' && session.status === 'loading') return <LoadingState />;
  const decision = decideAccess(access, { ...session, signedIn: !!session.user });
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={expired ? '/login?session=expired' : loginPathFor(returnTo)} state={{ returnTo }} replace />;
}
