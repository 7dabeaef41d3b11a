import type { RemoteRoute, RouteAccess } from '@haat/web-kit';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { LoadedRemote } from '../federation/load-remote-routes.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import { BootScreen } from '../layout/boot-screen.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { shellRoutes } from './shell-routes.tsx';
import { UnknownPath } from './unknown-path.tsx';

/**
 * Composes the router from the shell's own routes and whatever the remotes exposed. Routes are
 * grouped under one pathless guard per access rule, so the guard decides once and each page stays
 * unaware of roles. The error boundary sits inside the layout so the navigation bar survives.
 */
export function createAppRouter(remotes: LoadedRemote[]) {
  const byAccess = new Map<RouteAccess, RouteObject[]>();
  for (const route of [...shellRoutes, ...remotes.flatMap((r) => r.routes)]) {
    const { access, ...routeObject } = route;
    byAccess.set(access, [...(byAccess.get(access) ?? []), routeObject as RouteObject]);
  }
  const guarded: RouteObject[] = [...byAccess].map(([access, children]) => ({ element: <RouteGuard access={access} />, children }));

  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first page's lazy code loads.
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
