import type { RemoteRoute } from '@haat/web-kit';

/**
 * The buyer remote's routes, exposed as `./routes`. Pages load lazily, so the shell only pays for
 * this small list until someone opens one. Access rules follow the spec's route table.
 */
export const routes: RemoteRoute[] = [
  { path: '/', access: 'home', lazy: () => import('./pages/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: '/stores', access: 'not-seller', lazy: () => import('./pages/stores-page.tsx').then((m) => ({ Component: m.StoresPage })) },
  { path: '/stores/:storeId', access: 'not-seller', lazy: () => import('./pages/store-page.tsx').then((m) => ({ Component: m.StorePage })) },
  { path: '/cart', access: 'buyer', lazy: () => import('./pages/cart-page.tsx').then((m) => ({ Component: m.CartPage })) },
  { path: '/checkout', access: 'buyer', lazy: () => import('./pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })) },
  {
    path: '/order-confirmation/:orderId',
    access: 'buyer',
    lazy: () => import('./pages/order-confirmation-page.tsx').then((m) => ({ Component: m.OrderConfirmationPage })),
  },
  // Visitors see 'Login to View Orders' here (spec §2); sellers and delivery partners go to /.
  { path: '/orders', access: 'buyer-or-guest', lazy: () => import('./pages/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
];
