/**
 * An order's statuses and size limits, apart from order.ts so that order-life.ts and the reply schemas
 * can use them without importing order.ts (which takes the Order type from the reply schemas).
 */
export const orderStatuses = ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The most lines one order holds. */
export const MAX_ORDER_LINES = 100;
/** The most units one line holds, of an order or of the cart (the checkout takes a cart line whole). */
export const MAX_LINE_QUANTITY = 1000;

/** Who cancelled an order line: its buyer (while the order is Processing) or its store. */
export const itemCancellers = ['buyer', 'store'] as const;
export type ItemCancelledBy = (typeof itemCancellers)[number];

/** Where a buyer's return request stands once made. */
export const returnRequestStatuses = ['Pending', 'Approved', 'Rejected'] as const;

/** How many days the seller dashboard's chart covers, today (India) included. */
export const DASHBOARD_DAYS = 30;
