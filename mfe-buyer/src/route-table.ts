import type { RouteAccess } from '@haat/web-kit';

/**
 * The buyer remote's pages: path and access rule, no code. The build copies this table into
 * dist/build-info.json and the gateway into /mfe-manifest.json, so the shell can route to (and
 * guard) these pages before this remote loads; routes.tsx puts a page behind each path.
 * Access rules follow the spec's route table.
 */
export const routeTable = [
  { path: '/', access: 'home' },
  { path: '/stores', access: 'not-seller' },
  { path: '/stores/:storeId', access: 'not-seller' },
  { path: '/stores/:storeId/products/:productId', access: 'not-seller' },
  // A store by its custom slug. Fixed paths (of every remote) rank above it; open, so a seller
  // reaching it through a broken remote is not bounced between guards (the page sends sellers to /dashboard itself).
  { path: '/:customSlug', access: 'open' },
  { path: '/cart', access: 'buyer' },
  { path: '/checkout', access: 'buyer' },
  { path: '/order-confirmation/:orderId', access: 'buyer' },
  // Visitors see 'Login to View Orders' here (spec §2); sellers and delivery partners go to /.
  { path: '/orders', access: 'buyer-or-guest' },
  // One order: items, totals, progress, payment, estimated delivery and the return request (issue 5).
  { path: '/orders/:orderId', access: 'buyer' },
  // Its invoice, once delivered: the store's own invoice, to save as PDF or print (issue 35).
  { path: '/orders/:orderId/invoice', access: 'buyer' },
  // The buyer's conversations with stores (issue 12); under /orders, a name no store slug can take.
  { path: '/orders/messages', access: 'buyer' },
  // Store sub-pages, wishlist, offers and the information pages (issue 4, part 2).
  { path: '/stores/:storeId/reviews', access: 'not-seller' },
  { path: '/stores/:storeId/contact', access: 'not-seller' },
  { path: '/wishlist', access: 'buyer' },
  { path: '/offers', access: 'not-seller' },
  { path: '/privacy-policy', access: 'open' },
  { path: '/shipping-policy', access: 'open' },
  { path: '/cancellations-refunds', access: 'open' },
  { path: '/contact-us', access: 'open' },
  { path: '/how-to-use', access: 'open' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type RoutePath = (typeof routeTable)[number]['path'];
