import { z } from 'zod';

export const PRODUCTS_PAGE_SIZE = 50;

const rupees = z.number().min(0).max(10_000_000);

export const variantSchema = z.object({
  name: z.string().trim().min(1).max(100),
  price: rupees,
  discountPrice: rupees.nullish(),
  quantity: z.number().int().min(0).max(1_000_000),
});
export type Variant = z.infer<typeof variantSchema>;

export const createProductBodySchema = z.object({
  storeId: z.string().uuid('storeId must be a store id'),
  name: z.string().trim().min(1, 'Product name is required').max(200),
  description: z.string().trim().max(5000).default(''),
  category: z.string().trim().max(100).default('General'),
  image: z.string().max(2000).default(''),
  additionalImages: z.array(z.string().max(2000)).max(10).default([]),
  price: rupees,
  discountPrice: rupees.nullish(),
  quantity: z.number().int().min(0).max(1_000_000).default(0),
  variantType: z.string().trim().max(50).default(''),
  variants: z.array(variantSchema).max(50).default([]),
}).refine((p) => p.discountPrice == null || p.discountPrice <= p.price, {
  message: 'discountPrice must not exceed price',
  path: ['discountPrice'],
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;

export type Product = {
  _id: string;
  id: string;
  storeId: string;
  name: string;
  description: string;
  category: string;
  image: string;
  additionalImages: string[];
  price: number;
  discountPrice: number | null;
  quantity: number;
  variantType: string;
  variants: Variant[];
  rating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
};

export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
});
