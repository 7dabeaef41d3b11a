import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { candidateTrees } from './candidate-routes.ts';

const page = (path: string): RouteObject => ({ path, id: path });
/** The shape AppRoutes builds: a layout, pathless guards over pages, and the unknown-path page last. */
const tree: RouteObject[] = [{
  id: 'layout',
  children: [
    { id: 'home', children: [page('/')] },
    { id: 'not-seller', children: [page('/stores'), page('/stores/:storeId'), page('/stores/:storeId/products/:productId'), page('/offers'), page('/:customSlug')] },
    { id: 'buyer', children: [page('/orders'), page('/orders/:orderId'), page('/orders/messages'), page('/cart')] },
    { id: 'seller', children: [page('/dashboard'), page('/dashboard/orders/:orderId/print'), page('/manage-products')] },
    { id: 'open', children: [page('/privacy-policy'), page('/delivery-partners'), page('/Login')] },
    { id: 'unknown', path: '*' },
  ],
}];

const leaf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id).join(' > ');

describe('the routes handed to useRoutes for an address', () => {
  const treeFor = candidateTrees(tree);

  it.each(['/', '/stores', '/stores/1', '/stores/1/products/2', '/offers', '/sharma-kirana', '/orders', '/orders/messages', '/orders/9',
    '/cart', '/dashboard', '/dashboard/orders/3/print', '/dashboard/nothing', '/manage-products', '/privacy-policy', '/login', '/LOGIN',
    '/delivery-partners', '/no/such/page', '/stores/1/nothing/here', '/Stores/1'])('match %s exactly as the whole tree does', (path) => {
    expect(leaf(treeFor(path), path)).toBe(leaf(tree, path));
  });

  it('hold only the pages that could match', () => {
    const ids = (routes: RouteObject[]): string[] => routes.flatMap((r) => [r.id!, ...ids(r.children ?? [])]);
    expect(ids(treeFor('/orders/9'))).toEqual(['layout', 'not-seller', '/:customSlug', 'buyer', '/orders', '/orders/:orderId', '/orders/messages', 'unknown']);
    expect(ids(treeFor('/sharma-kirana'))).toEqual(['layout', 'not-seller', '/:customSlug', 'unknown']);
  });

  it('are the same objects on every address of a section, so its pages are kept', () => {
    expect(treeFor('/orders/1')).toBe(treeFor('/orders/2'));
    expect(treeFor('/a-store')).toBe(treeFor('/another-store'));
  });
});
