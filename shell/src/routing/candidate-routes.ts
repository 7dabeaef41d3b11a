import type { RouteObject } from 'react-router';

/**
 * react-router's `useRoutes` flattens, scores and compiles a regular expression for every route of
 * the tree each time it renders (about 80 pages under the layout and the guards: 5–8% of the home's
 * script on a phone). A page whose path starts with another fixed segment can never match, so the
 * tree handed to it holds only the pages that could: those whose first segment is the address's,
 * and those that start with a parameter or a splat (`/:customSlug`, `*`). The match, and the ranking
 * among what is left, are react-router's own, unchanged.
 */

/** A path's first segment, lower-cased (routes are matched case-insensitively). */
const firstSegment = (path: string) => (path.startsWith('/') ? path.slice(1) : path).split('/')[0]!.toLowerCase();

/** Whether a route's path can match an address whose first segment is `segment`. */
function couldMatch(route: RouteObject, segment: string): boolean {
  if (route.path === undefined) return true;
  const first = firstSegment(route.path);
  return first === segment || first.startsWith(':') || first.startsWith('*') || first.includes('?');
}

/** The tree with only the routes (at any depth) that could match `segment`; a branch left without pages goes. */
function prune(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => {
    if (!route.children) return couldMatch(route, segment) ? [route] : [];
    const children = prune(route.children, segment);
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

/**
 * The trees to hand `useRoutes`, one per fixed first segment the routes know (and one for every
 * other address), made once each: the same objects on every render of a section keep its pages.
 */
export function candidateTrees(tree: RouteObject[]): (pathname: string) => RouteObject[] {
  const byFirstSegment = new Map<string, RouteObject[]>();
  const fixedSegments = new Set<string>();
  const collect = (routes: RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined) fixedSegments.add(firstSegment(route.path));
      if (route.children) collect(route.children);
    }
  };
  collect(tree);
  return (pathname) => {
    const segment = firstSegment(pathname);
    const key = fixedSegments.has(segment) ? segment : '\0';
    let pruned = byFirstSegment.get(key);
    if (!pruned) {
      pruned = prune(tree, key);
      byFirstSegment.set(key, pruned);
    }
    return pruned;
  };
}
