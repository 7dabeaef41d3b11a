/**
 * Every call of the spec's HTTP catalogue (paths under /api) with its owner (docs/architecture.md §2) and
 * the issue that built it. Every call has its handler; a call added here before its handler would
 * answer a deliberate 501 naming that issue (server-kit's mountPlannedCalls), and the gateway
 * contract test walks this list.
 */
export const services = ['identity', 'catalog', 'order', 'chat', 'notification', 'moderation'] as const;
export type ServiceName = (typeof services)[number];
export type Owner = ServiceName | 'gateway';

export type CatalogueCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; owner: Owner; plannedIn: string };

const issue = {
  identity: 'issue #3 (accounts and identity)',
  catalog: 'issue #4 (storefront)',
  order: 'issue #5 (cart, checkout and orders)',
  chat: 'issue #12 (chat)',
  notification: 'a later issue (notifications)',
  moderation: 'issue #14 (reports and moderation)',
  delivery: 'a later issue (delivery partners)',
  coins: 'issue #11 (seller tools: coins and payments)',
};

const calls = (owner: Owner, plannedIn: string, lines: string) =>
  lines.trim().split('\n').map((line): CatalogueCall => {
    const [method, path] = line.trim().split(/\s+/) as [CatalogueCall['method'], string];
    return { method, path, owner, plannedIn };
  });

export const apiCatalogue: CatalogueCall[] = [
  ...calls('gateway', 'issue #2', 'GET /api/ping'),
  ...calls('identity', issue.identity, `
    POST /api/auth/login
    POST /api/auth/register
    POST /api/auth/google
    POST /api/auth/logout
    POST /api/auth/verify-email
    POST /api/auth/forgot-password
    POST /api/auth/reset-password
    GET /api/auth/me
    GET /api/auth/check-oauth-config
    PUT /api/auth/me
    PUT /api/auth/updatepassword
    GET /api/auth/superadmin-setup
    POST /api/auth/superadmin-setup
    GET /api/users/profile
    PUT /api/users/profile
    DELETE /api/users/profile
    GET /api/users/addresses
    PUT /api/users/addresses
    DELETE /api/users/addresses/:id
    PUT /api/users/me/password
    GET /api/users
    POST /api/users
    GET /api/users/:id
    PUT /api/users/:id
    DELETE /api/users/:id
    GET /api/verification/widget-config
    GET /api/verification/phone-status
    POST /api/verification/check-phone
    POST /api/verification/verify-token
    POST /api/verification/send-otp
    POST /api/verification/verify-otp
    POST /api/verification/resend-otp
    GET /api/verification/dev-outbox`),
  ...calls('catalog', issue.catalog, `
    GET /api/stats
    GET /api/stores
    POST /api/stores
    GET /api/stores/nearby
    GET /api/stores/categories
    GET /api/stores/status
    GET /api/stores/by-slug/:slug
    GET /api/stores/check-slug/:slug
    POST /api/stores/me/submit-verification
    GET /api/stores/me/verification
    PUT /api/stores/me/verification
    GET /api/stores/:id
    PUT /api/stores/:id
    DELETE /api/stores/:id
    GET /api/stores/:id/status
    PATCH /api/stores/:id/status
    PUT /api/stores/:id/toggle-status
    GET /api/stores/:id/live-status
    GET /api/stores/:id/products
    GET /api/stores/:id/categories
    POST /api/stores/:id/categories
    DELETE /api/stores/:id/categories/:name
    GET /api/stores/:id/reviews
    POST /api/stores/:id/reviews
    GET /api/stores/:id/reviews/can-review
    GET /api/products
    POST /api/products
    GET /api/products/search
    POST /api/products/bulk-inventory
    GET /api/products/:id
    PUT /api/products/:id
    DELETE /api/products/:id
    PATCH /api/products/:id/inventory
    PUT /api/reviews/:id
    DELETE /api/reviews/:id
    PUT /api/reviews/:id/helpful
    GET /api/reviews/product/:id
    GET /api/wishlist
    POST /api/wishlist
    DELETE /api/wishlist
    DELETE /api/wishlist/:id
    POST /api/wishlist/items/:id/move-to-cart
    GET /api/wishlist/check/:id
    GET /api/cities
    GET /api/cities/:id
    GET /api/locations/cities
    GET /api/locations/popular-cities
    GET /api/locations/nearby
    GET /api/broadcasts
    POST /api/broadcasts
    GET /api/broadcasts/banners
    GET /api/broadcasts/store/:id
    GET /api/broadcasts/city/:city
    GET /api/broadcasts/:id
    PUT /api/broadcasts/:id
    DELETE /api/broadcasts/:id
    PATCH /api/broadcasts/:id/activate
    PATCH /api/broadcasts/:id/deactivate`),
  ...calls('order', issue.order, `
    GET /api/cart
    POST /api/cart
    DELETE /api/cart
    POST /api/cart/item
    PATCH /api/cart/item/:id
    DELETE /api/cart/item/:id
    GET /api/orders
    POST /api/orders
    GET /api/orders/myorders
    GET /api/orders/store/:id
    GET /api/orders/store/:id/dashboard-stats
    GET /api/orders/:id
    PUT /api/orders/:id
    PUT /api/orders/:id/status
    PUT /api/orders/:id/verify-payment
    PUT /api/orders/:id/assign-delivery
    PUT /api/orders/:id/cancel-items
    POST /api/orders/:id/request-return
    PUT /api/orders/:id/process-return
    POST /api/stores/:id/ban-customer
    DELETE /api/stores/:id/unban-customer/:phone
    GET /api/stores/:id/banned-customers
    GET /api/stores/:id/check-ban/:phone
    GET /api/stores/banned-check
    GET /api/coins/packages
    GET /api/coins/balance`),
  ...calls('order', issue.coins, `
    POST /api/coins/create-order
    POST /api/coins/verify-payment
    POST /api/payments/create-order
    POST /api/payments/verify-payment
    GET /api/payments/history`),
  ...calls('order', issue.delivery, `
    GET /api/delivery-partners
    POST /api/delivery-partners
    POST /api/delivery-partners/register
    GET /api/delivery-partners/invitations/:code
    POST /api/delivery-partners/invitations/:code/accept
    GET /api/delivery-partners/:id
    PUT /api/delivery-partners/:id
    DELETE /api/delivery-partners/:id
    POST /api/delivery-partners/:id/cash-handover
    GET /api/delivery/orders
    GET /api/delivery/orders/:id
    PUT /api/delivery/orders/:id/status
    GET /api/delivery/metrics
    GET /api/delivery/profile
    PUT /api/delivery/profile
    GET /api/orders/assigned-to-me`),
  ...calls('chat', issue.chat, `
    GET /api/chats
    GET /api/chats/unread
    GET /api/chats/seller
    GET /api/chats/blocked-users
    POST /api/chats/stores/:storeId
    GET /api/chats/:id
    GET /api/chats/:id/messages
    POST /api/chats/:id/messages
    PUT /api/chats/:id/read
    POST /api/chats/:id/typing
    POST /api/chats/:id/block-user
    POST /api/chats/:id/unblock-user`),
  ...calls('notification', issue.notification, `
    GET /api/notifications
    GET /api/notifications/unread-count
    PUT /api/notifications/mark-all-read
    DELETE /api/notifications/clear-read
    POST /api/notifications/test
    PUT /api/notifications/:id/read
    DELETE /api/notifications/:id`),
  ...calls('moderation', issue.moderation, `
    POST /api/reviews/:id/report
    POST /api/reports
    GET /api/reports
    GET /api/reports/stats
    GET /api/reports/:id
    DELETE /api/reports/:id
    PUT /api/reports/:id/status`),
];

export function catalogueOf(owner: Owner): CatalogueCall[] {
  return apiCatalogue.filter((call) => call.owner === owner);
}

/**
 * Calls the services (and the gateway) answer beyond the spec's catalogue: the superadmin console,
 * images, grievances, the coin ledger, the payment provider's webhook and development checkout, the
 * invoice, and the API's own reference. The OpenAPI registry (openapi/api-calls.ts) documents these too.
 */
export const callsBeyondCatalogue: CatalogueCall[] = [
  ...calls('gateway', 'issue #17 (OpenAPI)', `
    GET /api/openapi.json
    GET /api/docs`),
  ...calls('catalog', 'beyond the spec catalogue', `
    GET /api/admin/cities
    PUT /api/admin/cities/:id
    GET /api/locations/pincodes/:pincode
    GET /api/stores/:id/inventory
    POST /api/images
    GET /api/images/private/:key
    GET /api/images/:key
    GET /api/admin/verifications
    PUT /api/admin/verifications/:storeId
    GET /api/admin/stores`),
  ...calls('order', 'beyond the spec catalogue', `
    GET /api/coins/ledger
    POST /api/payments/webhook/:provider
    GET /api/payments/dev/checkout/:providerOrderId
    POST /api/payments/dev/checkout/:providerOrderId/pay
    POST /api/payments/dev/checkout/:providerOrderId/cancel
    GET /api/orders/:id/invoice
    GET /api/admin/orders/stats`),
  ...calls('notification', 'beyond the spec catalogue', `
    POST /api/admin/broadcasts
    GET /api/admin/broadcasts`),
  ...calls('moderation', 'beyond the spec catalogue', `
    GET /api/reports/:id/images/:key
    POST /api/moderation/actions
    GET /api/moderation/actions
    GET /api/moderation/audit
    GET /api/grievances/officer
    GET /api/grievances/mine
    POST /api/grievances
    GET /api/grievances/:ticketNumber
    GET /api/admin/grievances
    PUT /api/admin/grievances/:id
    GET /api/admin/jobs
    POST /api/admin/jobs/:queue/:id/retry`),
];
