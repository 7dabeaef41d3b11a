import type { RemoteRoute } from '@haat/web-kit';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import { BootScreen } from '../layout/boot-screen.tsx';
import { groupByAccess } from './group-by-access.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { shellRoutes } from './shell-routes.tsx';
import { UnknownPath } from './unknown-path.tsx';

/**
 * Composes the router from the shell's own routes and the remotes' (lazy until first opened, see
 * federation/lazy-remote-routes.ts). Routes are grouped under one pathless guard per access rule,
 * so the guard decides once and each page stays unaware of roles. The error boundary sits inside
 * the layout so the navigation bar survives.
 */
export function createAppRouter(remoteRoutes: RemoteRoute[]) {
  const guarded = groupByAccess([...shellRoutes, ...remoteRoutes]).map(({ access, routes }) => ({ element: <RouteGuard access={access} />, children: routes }));

  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first page's lazy code (and its remote) loads.
      HydrateFallback: BootScreen,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [...guarded, { path: '*', element: <UnknownPath /> }],
        },
      ],
    },
  ]);
}

export type { RemoteRoute };
