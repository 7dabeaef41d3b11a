/** `#` + the last 8 characters of the order id, upper-case: how the spec's screens name an order. */
export const orderRef = (orderId: string) => `#${orderId.slice(-8).toUpperCase()}`;
