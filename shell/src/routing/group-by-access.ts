import type { RemoteRoute, RouteAccess } from '@haat/web-kit';
import type { RouteObject } from 'react-router';

/**
 * The shell's and the remotes' routes grouped by access rule, each group to sit under one guard.
 * All stay in one router, so react-router ranks every path against every other (a fixed path of
 * any remote beats the buyer's `/:customSlug`), whichever remotes are loaded yet.
 */
export function groupByAccess(routes: RemoteRoute[]): { access: RouteAccess; routes: RouteObject[] }[] {
  const byAccess = new Map<RouteAccess, RouteObject[]>();
  for (const { access, ...route } of routes) byAccess.set(access, [...(byAccess.get(access) ?? []), route as RouteObject]);
  return [...byAccess].map(([access, group]) => ({ access, routes: group }));
}
