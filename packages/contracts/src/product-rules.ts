/**
 * Product rules and texts the seller's browser shares with the server. Apart from product.ts so the
 * browser can import them without zod (`@haat/contracts/product-rules`).
 */
/** A product is low on stock at this many units or fewer (the dashboard's list and the `stock=low` filter). */
export const LOW_STOCK_THRESHOLD = 5;

/** The GST slabs a product can carry, in per cent (0.25 for rough diamonds, 3 for gold, 40 for sin goods). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The units a product is sold in; the invoice prints the quantity with it. */
export const PRODUCT_UNITS = ['pcs', 'kg', 'g', 'l', 'ml', 'm', 'pack', 'box', 'dozen', 'pair', 'set'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'pcs';

/** An HSN code has 4, 6 or 8 digits; '' when the seller gives none. */
export const HSN_CODE_PATTERN = /^(?:\d{4}|\d{6}|\d{8})?$/;

export const PRODUCT_RULE_TEXTS = {
  discountAbovePrice: 'Discount price cannot be higher than the price',
  hsnCode: 'HSN code must have 4, 6 or 8 digits',
  gstRate: `GST rate must be one of ${GST_RATES.join(', ')}`,
  unit: `Unit must be one of ${PRODUCT_UNITS.join(', ')}`,
  badCursor: 'Invalid page cursor',
} as const;

/** Most rows one bulk stock update may carry. */
export const BULK_INVENTORY_MAX = 500;

export type InventoryStockFilter = 'low' | 'out';
export const INVENTORY_PAGE_SIZE = 25;

/** One refused row of a bulk stock update: its 1-based position in `updates`, what it named, why. */
export type BulkInventoryRowError = { row: number; product: string; reason: string };
/** The 400 reply of a refused bulk stock update: every failing row, nothing changed. */
export type BulkInventoryRefusal = { success: false; error: string; message: string; rows: BulkInventoryRowError[] };
