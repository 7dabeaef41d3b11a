import type { RemoteRoute } from '@haat/web-kit';

/**
 * The buyer remote's routes, exposed as `./routes`. Pages load lazily, so the shell only pays for
 * this small list until someone opens one. Access rules follow the spec's route table.
 */
export const routes: RemoteRoute[] = [
  { path: '/', access: 'home', lazy: () => import('./pages/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: '/stores', access: 'not-seller', lazy: () => import('./pages/stores-page.tsx').then((m) => ({ Component: m.StoresPage })) },
  { path: '/stores/:storeId', access: 'not-seller', lazy: () => import('./pages/store-page.tsx').then((m) => ({ Component: m.StorePage })) },
  {
    path: '/stores/:storeId/products/:productId',
    access: 'not-seller',
    lazy: () => import('./pages/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
  },
  // A store by its custom slug. Fixed paths rank above it; open, so a seller reaching it through a
  // broken remote is not bounced between guards (the page sends sellers to /dashboard itself).
  { path: '/:customSlug', access: 'open', lazy: () => import('./pages/store-slug-page.tsx').then((m) => ({ Component: m.StoreSlugPage })) },
  { path: '/cart', access: 'buyer', lazy: () => import('./pages/cart-page.tsx').then((m) => ({ Component: m.CartPage })) },
  { path: '/checkout', access: 'buyer', lazy: () => import('./pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })) },
  {
    path: '/order-confirmation/:orderId',
    access: 'buyer',
    lazy: () => import('./pages/order-confirmation-page.tsx').then((m) => ({ Component: m.OrderConfirmationPage })),
  },
  // Visitors see 'Login to View Orders' here (spec §2); sellers and delivery partners go to /.
  { path: '/orders', access: 'buyer-or-guest', lazy: () => import('./pages/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  // Store sub-pages, wishlist, offers and the information pages (issue 4, part 2).
  { path: '/stores/:storeId/reviews', access: 'not-seller', lazy: () => import('./pages/reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })) },
  { path: '/stores/:storeId/contact', access: 'not-seller', lazy: () => import('./pages/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
  { path: '/wishlist', access: 'buyer', lazy: () => import('./pages/wishlist/wishlist-page.tsx').then((m) => ({ Component: m.WishlistPage })) },
  { path: '/offers', access: 'not-seller', lazy: () => import('./pages/offers/offers-page.tsx').then((m) => ({ Component: m.OffersPage })) },
  { path: '/privacy-policy', access: 'open', lazy: () => import('./pages/static/privacy-policy-page.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })) },
  { path: '/shipping-policy', access: 'open', lazy: () => import('./pages/static/shipping-policy-page.tsx').then((m) => ({ Component: m.ShippingPolicyPage })) },
  {
    path: '/cancellations-refunds',
    access: 'open',
    lazy: () => import('./pages/static/cancellations-refunds-page.tsx').then((m) => ({ Component: m.CancellationsRefundsPage })),
  },
  { path: '/contact-us', access: 'open', lazy: () => import('./pages/static/contact-us-page.tsx').then((m) => ({ Component: m.ContactUsPage })) },
  { path: '/how-to-use', access: 'open', lazy: () => import('./pages/static/how-to-use-page.tsx').then((m) => ({ Component: m.HowToUsePage })) },
];
