import type { RemoteRoute } from '@haat/web-kit';
import type { ComponentType } from 'react';
import type { BaseRouteObject } from 'react-router';
import type { RouteTableEntry } from './load-manifest.ts';
import { recordRemoteFailure } from './remote-failures.ts';

/** A remote's `./routes`, loaded once however many of its pages ask; null when it could not be loaded (the reason is recorded). */
export type LoadRemoteRoutes = (remote: string) => Promise<RemoteRoute[] | null>;

/** What a route's lazy() may set: what it renders and loads, not its place in the route tree. */
const PAGE_FIELDS = ['loader', 'action', 'shouldRevalidate', 'handle', 'Component', 'element', 'ErrorBoundary', 'errorElement', 'HydrateFallback', 'hydrateFallbackElement'] as const;
type PageFields = Pick<BaseRouteObject, (typeof PAGE_FIELDS)[number]>;

/** What a remote's real route renders: its own page fields and, when it is lazy, what its lazy() gives. */
export async function pageFieldsOf(route: RemoteRoute): Promise<PageFields> {
  const fields: Record<string, unknown> = {};
  for (const key of PAGE_FIELDS) if (route[key] !== undefined) fields[key] = route[key];
  const { lazy } = route;
  if (typeof lazy === 'function') Object.assign(fields, await lazy());
  else if (lazy) {
    // The object form of lazy: one loader per field.
    await Promise.all(Object.entries(lazy).map(async ([key, load]: [string, unknown]) => {
      if (typeof load === 'function') fields[key] = await (load as () => Promise<unknown>)();
    }));
  }
  return fields as PageFields;
}

/**
 * Routes for a remote's pages made from its route table, before any of its code is loaded: path
 * and access are known, so the router ranks and guards them as if the remote were there. The
 * first time one matches, its lazy() loads the remote's `./routes` and hands react-router what
 * the real route renders; a remote that cannot be loaded renders `failedPage` on its paths.
 */
export function lazyRemoteRoutes(
  remote: string,
  table: RouteTableEntry[],
  { load, failedPage }: { load: LoadRemoteRoutes; failedPage: ComponentType },
): RemoteRoute[] {
  return table.map(({ path, access }) => ({
    path,
    access,
    lazy: async (): Promise<PageFields> => {
      const routes = await load(remote);
      if (!routes) return { Component: failedPage };
      const route = routes.find((r) => r.path === path);
      if (route) return pageFieldsOf(route);
      // The manifest promised a page the remote does not have: say so rather than guess.
      recordRemoteFailure(`${remote}/routes`, new Error(`it has no page at ${path}`));
      return { Component: failedPage };
    },
  }));
}
