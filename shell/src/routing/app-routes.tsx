import type { RemoteRoute } from '@haat/web-kit';
import { useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import { candidateTrees } from './candidate-routes.ts';
import { groupByAccess } from './group-by-access.ts';
import { withLazyPages } from './lazy-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import { shellRoutes } from './shell-routes.tsx';
import { UnknownPath } from './unknown-path.tsx';

/** The route tree: the layout, one pathless guard per access rule over its pages, and the unknown-path page last. */
export function appRouteTree(remoteRoutes: RemoteRoute[]): RouteObject[] {
  const guarded = groupByAccess([...shellRoutes, ...remoteRoutes]).map(({ access, routes }) => ({ element: <RouteGuard access={access} />, children: withLazyPages(routes) }));
  return [{ element: <AppLayout />, children: [...guarded, { path: '*', element: <UnknownPath /> }] }];
}

/**
 * Composes the routes from the shell's own and the remotes' (lazy until first opened, see
 * federation/lazy-remote-routes.ts), rendered by react-router's declarative `useRoutes` under a
 * `<BrowserRouter>`: the data router (createBrowserRouter) would add ~17 KB gzip to the first paint
 * for loaders and actions no page uses. Routes are grouped under one pathless guard per access rule,
 * so the guard decides once and each page stays unaware of roles. Ranking is the same matchRoutes,
 * over only the routes that could match the address (candidate-routes.ts).
 */
export function AppRoutes({ remoteRoutes }: { remoteRoutes: RemoteRoute[] }) {
  // Made once: each page's lazy component must survive re-renders, or a loaded page would load again.
  const [treeFor] = useState(() => candidateTrees(appRouteTree(remoteRoutes)));
  return useRoutes(treeFor(useLocation().pathname));
}
