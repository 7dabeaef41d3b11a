/**
 * Where an order notification leads (its `data.link`): the order's page as its recipient sees it —
 * the buyer's `/orders/<id>`, the seller's `/dashboard/orders/<id>`, the rider's `/delivery/orders/<id>`.
 */
export const orderLinks = {
  buyer: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  seller: (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`,
  rider: (orderId: string) => `/delivery/orders/${encodeURIComponent(orderId)}`,
};
