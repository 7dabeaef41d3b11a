import type { RouteObject } from 'react-router';
import { lazy, type ComponentType } from 'react';
import { pageFieldsOf } from '../federation/lazy-remote-routes.ts';
import type { RemoteRoute } from '@haat/web-kit';
import { FirstPagePaintedMark } from './first-page-painted.tsx';

/**
 * A route's page as a React.lazy component: its `lazy()` (the shell's page chunk, or a remote's
 * `./routes` then the page) runs the first time the route renders. The declarative router has no
 * route `lazy` of its own; this is what lets the shell leave react-router's data router (about
 * 17 KB gzip) off the first paint. The Suspense around it is the layout's.
 */
export function lazyPage(route: RouteObject): ComponentType {
  return lazy(async () => {
    const { Component, element } = await pageFieldsOf(route as RemoteRoute);
    if (Component) return { default: Component };
    return { default: () => element ?? null };
  });
}

/**
 * The same routes, each rendering its lazy page (made once per route, so a re-render keeps the
 * loaded page) and the mark that tells when the first page is on screen.
 */
export function withLazyPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const Page = lazyPage(route);
    const { path, index, caseSensitive, id } = route;
    return { path, index, caseSensitive, id, element: <><Page /><FirstPagePaintedMark /></> } as RouteObject;
  });
}
