import { LoadingState, useSession, type RouteAccess, type SessionView } from '@haat/web-kit';
import { Navigate, Outlet, useLocation } from 'react-router';

type Decision = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: string };

/** The spec's guard table: not signed in → /login with the way back; wrong role → /. */
export function decideAccess(access: RouteAccess, session: SessionView): Decision {
  const signedIn = !!session.user;
  switch (access) {
    case 'open':
      return { kind: 'allow' };
    case 'home':
      if (session.isDeliveryPartner) return { kind: 'redirect', to: '/delivery/dashboard' };
      if (session.isSeller) return { kind: 'redirect', to: '/dashboard' };
      return { kind: 'allow' };
    case 'not-seller':
      return session.isSeller ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
    case 'buyer-or-guest':
      return !signedIn || session.isBuyer ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
    case 'signed-in':
      return signedIn ? { kind: 'allow' } : { kind: 'login' };
    case 'buyer':
      return !signedIn ? { kind: 'login' } : session.isBuyer ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
    case 'seller':
      return !signedIn ? { kind: 'login' } : session.isSeller ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
    case 'delivery-partner':
      return !signedIn ? { kind: 'login' } : session.isDeliveryPartner ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  }
}

export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();
  // Open pages never wait; the rest wait for /auth/me so a reload does not bounce to /login.
  if (access !== 'open' && session.status === 'loading') return <LoadingState />;
  const decision = decideAccess(access, session);
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} state={{ returnTo }} replace />;
}
