import { z } from 'zod';
import type { getStoresByIdInventoryReply, productListItemSchema, productSchema } from './replies/catalog-replies.ts';
import { multilineText, plainText } from './text.ts';
import { BULK_INVENTORY_MAX, DEFAULT_PRODUCT_UNIT, GST_RATES, HSN_CODE_PATTERN, INVENTORY_PAGE_SIZE, PRODUCT_RULE_TEXTS, PRODUCT_UNITS } from './product-rules.ts';

export * from './product-rules.ts';

export const PRODUCTS_PAGE_SIZE = 50;

/** Texts of refused product writes (the spec gives none; these say which rule was broken). */
export const PRODUCT_TEXTS = {
  notFound: 'Product not found',
  negativePrice: 'Price cannot be negative',
  negativeDiscount: 'Discount price cannot be negative',
  discountAbovePrice: PRODUCT_RULE_TEXTS.discountAbovePrice,
  negativeStock: 'Stock quantity cannot be negative',
  wholeStock: 'Stock quantity must be a whole number',
  duplicateVariant: 'Variant names must be unique',
  unknownVariant: 'Variant not found',
} as const;

const rupees = (negative: string) => z.number().min(0, negative).max(10_000_000, 'Price is too high');
const price = rupees(PRODUCT_TEXTS.negativePrice);
const discountPrice = rupees(PRODUCT_TEXTS.negativeDiscount).nullish();
const stockSchema = z.number().int(PRODUCT_TEXTS.wholeStock).min(0, PRODUCT_TEXTS.negativeStock).max(1_000_000, 'Stock quantity is too high');

const discountWithinPrice = <T extends { price: number; discountPrice?: number | null | undefined }>(p: T) =>
  p.discountPrice == null || p.discountPrice <= p.price;

const variantNameSchema = plainText({ label: 'Variant name', max: 100 });

const variantSchema = z.object({
  name: variantNameSchema.min(1, 'Variant name is required'),
  price,
  discountPrice,
  quantity: stockSchema,
}).refine(discountWithinPrice, { message: PRODUCT_TEXTS.discountAbovePrice, path: ['discountPrice'] });
export type Variant = z.infer<typeof variantSchema>;

const variantsSchema = z.array(variantSchema).max(50).refine(
  (variants) => new Set(variants.map((v) => v.name.toLowerCase())).size === variants.length,
  { message: PRODUCT_TEXTS.duplicateVariant },
);

const categorySchema = plainText({ label: 'Category', max: 100 });
const imageSchema = plainText({ label: 'Image', max: 2000 });
const hsnCodeSchema = plainText({ label: 'HSN code', max: 8 }).regex(HSN_CODE_PATTERN, PRODUCT_RULE_TEXTS.hsnCode);
const gstRateSchema = z.number().refine((rate) => (GST_RATES as readonly number[]).includes(rate), PRODUCT_RULE_TEXTS.gstRate);
const unitSchema = z.enum(PRODUCT_UNITS, PRODUCT_RULE_TEXTS.unit);

/** The fields a seller writes, without defaults (an update sends only what changes). */
const productFields = {
  name: plainText({ label: 'Product name', max: 200 }).min(1, 'Product name is required'),
  description: multilineText({ label: 'Description', max: 5000 }),
  category: categorySchema,
  image: imageSchema,
  additionalImages: z.array(imageSchema).max(10),
  price,
  discountPrice,
  quantity: stockSchema,
  variantType: plainText({ label: 'Variant type', max: 50 }),
  variants: variantsSchema,
  hsnCode: hsnCodeSchema,
  gstRate: gstRateSchema,
  unit: unitSchema,
};

export const createProductBodySchema = z.object({
  storeId: z.string().uuid('storeId must be a store id'),
  ...productFields,
  description: productFields.description.default(''),
  category: productFields.category.default('General'),
  image: productFields.image.default(''),
  additionalImages: productFields.additionalImages.default([]),
  quantity: productFields.quantity.default(0),
  variantType: productFields.variantType.default(''),
  variants: productFields.variants.default([]),
  hsnCode: productFields.hsnCode.default(''),
  gstRate: productFields.gstRate.default(0),
  unit: productFields.unit.default(DEFAULT_PRODUCT_UNIT),
}).refine(discountWithinPrice, { message: PRODUCT_TEXTS.discountAbovePrice, path: ['discountPrice'] });
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/**
 * PUT /api/products/:id: any of the fields; `variants` replaces the whole list, `discountPrice: null`
 * removes the discount. The price rule is checked against the merged product by the service.
 */
export const updateProductBodySchema = z.object(productFields).partial();

/** PATCH /api/products/:id/inventory: the new stock of the product, or of one of its variants. */
export const inventoryBodySchema = z.object({
  quantity: stockSchema,
  variant: variantNameSchema.min(1).nullish(),
});

/** A row's quantity as sent: a number, or the text of a CSV cell (checked row by row by the service). */
const bulkQuantitySchema = z.union([z.number(), z.string().max(20)]);
export { stockSchema as stockQuantitySchema };

/**
 * POST /api/products/bulk-inventory: all or nothing. Each row names its product by `productId`, or
 * by `product` (an id or the product's exact name, any case, within the seller's stores or the
 * `storeId` given). Rows are checked by the service, which names every failing row.
 */
export const bulkInventoryBodySchema = z.object({
  storeId: z.string().uuid('storeId must be a store id').optional(),
  updates: z.array(z.object({
    productId: plainText({ label: 'productId', max: 100 }).optional(),
    product: plainText({ label: 'product', max: 200 }).optional(),
    quantity: bulkQuantitySchema,
    variant: variantNameSchema.nullish(),
  })).min(1, 'updates must list at least one product').max(BULK_INVENTORY_MAX, `At most ${BULK_INVENTORY_MAX} rows at a time`),
});
export type BulkInventoryBody = z.input<typeof bulkInventoryBodySchema>;

/** GET /api/stores/:id/inventory */
export const inventoryQuerySchema = z.object({
  search: plainText({ label: 'Search text', max: 100 }).optional(),
  category: categorySchema.optional(),
  stock: z.enum(['low', 'out'], 'stock must be low or out').optional(),
  after: plainText({ label: 'Page cursor', max: 400 }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INVENTORY_PAGE_SIZE),
});

export type Product = z.infer<typeof productSchema>;

/** GET /api/stores/:id/inventory: the seller's products, name order, keyset paged. */
export type InventoryPage = z.infer<typeof getStoresByIdInventoryReply>;

/** Cross-store lists (search, popular…) say whose product it is, so a card can link to its store page. */
export type ProductWithStore = z.infer<typeof productListItemSchema>;

const searchTextSchema = plainText({ label: 'Search text', max: 100 });
const cityFilterSchema = plainText({ label: 'City', max: 100 });

export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PAGE_SIZE),
  search: searchTextSchema.optional(),
  category: categorySchema.optional(),
});

/** GET /api/products/search */
export const productSearchQuerySchema = productListQuerySchema.omit({ search: true }).extend({
  q: plainText({ label: 'Search text', max: 100, required: 'Search text is required' }).min(1, 'Search text is required'),
  city: cityFilterSchema.optional(),
});

const productSorts = ['featured', 'popular', 'trending', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Spec §9: popular 10, trending 6, featured 8 (newest is ours). */
export const PRODUCT_SORT_DEFAULT_LIMITS: Record<ProductSort, number> = { featured: 8, popular: 10, trending: 6, newest: 20 };
const PRODUCT_SORT_MAX_LIMIT = 50;

/** GET /api/products?sort=&limit= (or ?featured=true). */
export const productSortQuerySchema = z.object({
  sort: z.enum(productSorts).optional(),
  featured: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_SORT_MAX_LIMIT).optional(),
  city: cityFilterSchema.optional(),
  category: categorySchema.optional(),
});
