import { decideAccess, LoadingState, loginPathFor, useSession, type RouteAccess } from '@haat/web-kit';
import { Navigate, Outlet, useLocation } from 'react-router';

/** Applies the spec's guard table (web-kit decideAccess) to the routes beneath it. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();
  // Open pages never wait; the rest wait for /auth/me so a reload does not bounce to /login.
  if (access !== 'open' && session.status === 'loading') return <LoadingState />;
  const decision = decideAccess(access, { ...session, signedIn: !!session.user });
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={loginPathFor(returnTo)} state={{ returnTo }} replace />;
}
