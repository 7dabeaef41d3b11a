import type { RemoteRoute } from '@haat/web-kit';
import { routeTable, type RoutePath } from './route-table.ts';

/** The page behind each path of route-table.ts, loaded lazily: the shell pays only for this list until someone opens one. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy'>> = {
  '/': { lazy: () => import('./home/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  '/stores': { lazy: () => import('./catalog/stores-page.tsx').then((m) => ({ Component: m.StoresPage })) },
  '/stores/:storeId': { lazy: () => import('./store/store-page.tsx').then((m) => ({ Component: m.StorePage })) },
  '/stores/:storeId/products/:productId': { lazy: () => import('./catalog/product-page.tsx').then((m) => ({ Component: m.ProductPage })) },
  '/:customSlug': { lazy: () => import('./store/store-slug-page.tsx').then((m) => ({ Component: m.StoreSlugPage })) },
  '/cart': { lazy: () => import('./cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })) },
  '/checkout': { lazy: () => import('./checkout/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })) },
  '/order-confirmation/:orderId': { lazy: () => import('./orders/order-confirmation-page.tsx').then((m) => ({ Component: m.OrderConfirmationPage })) },
  '/orders': { lazy: () => import('./orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  '/orders/:orderId': { lazy: () => import('./orders/order-page.tsx').then((m) => ({ Component: m.OrderPage })) },
  '/orders/:orderId/invoice': { lazy: () => import('./orders/invoice-page.tsx').then((m) => ({ Component: m.InvoicePage })) },
  '/orders/messages': { lazy: () => import('./chat/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })) },
  '/stores/:storeId/reviews': { lazy: () => import('./reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })) },
  '/stores/:storeId/contact': { lazy: () => import('./store/store-contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
  '/wishlist': { lazy: () => import('./wishlist/wishlist-page.tsx').then((m) => ({ Component: m.WishlistPage })) },
  '/offers': { lazy: () => import('./offers/offers-page.tsx').then((m) => ({ Component: m.OffersPage })) },
  '/privacy-policy': { lazy: () => import('./info/privacy-policy-page.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })) },
  '/shipping-policy': { lazy: () => import('./info/shipping-policy-page.tsx').then((m) => ({ Component: m.ShippingPolicyPage })) },
  '/cancellations-refunds': {
    lazy: () => import('./info/cancellations-refunds-page.tsx').then((m) => ({ Component: m.CancellationsRefundsPage })),
  },
  '/contact-us': { lazy: () => import('./info/contact-us-page.tsx').then((m) => ({ Component: m.ContactUsPage })) },
  '/how-to-use': { lazy: () => import('./info/how-to-use-page.tsx').then((m) => ({ Component: m.HowToUsePage })) },
};

/**
 * The catalog of the visitor's language starts downloading with this module (i18n.ts preloads it as
 * it loads); a host may also wait for it before showing a page.
 */
export { preload as preloadCatalog } from './i18n.ts';

/** The buyer remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
