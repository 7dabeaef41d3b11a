import type { RouteObject } from 'react-router';

/**
 * Who may open a route; the shell turns this into its guards (spec route table).
 * - open: anyone
 * - home: '/' — delivery partners go to /delivery/dashboard, sellers to /dashboard
 * - not-seller: anyone but sellers (the public store routes)
 * - buyer-or-guest: buyers, and visitors who get an in-page login prompt (the orders list)
 * - buyer, seller, delivery-partner, superadmin: that role only; signed-in: any signed-in user
 */
export type RouteAccess = 'open' | 'home' | 'not-seller' | 'buyer-or-guest' | 'buyer' | 'seller' | 'delivery-partner' | 'superadmin' | 'signed-in';

/** A top-level route a remote contributes: an absolute path, its access rule and a lazy page. */
export type RemoteRoute = RouteObject & { path: string; access: RouteAccess };

/** What every remote exposes as `./routes`. */
export type RemoteRoutesModule = { routes: RemoteRoute[] };
