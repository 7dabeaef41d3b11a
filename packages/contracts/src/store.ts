import { z } from 'zod';

const rupees = z.number().min(0).max(1_000_000);

export const deliveryOptionsSchema = z.object({
  localDelivery: z.boolean().default(true),
  localDeliveryFee: rupees.default(0),
  estimatedLocalDeliveryTime: z.string().max(50).default('1-3 days'),
  nationwide: z.boolean().default(false),
  nationwideDeliveryFee: rupees.default(0),
  estimatedNationwideDeliveryTime: z.string().max(50).default('3-7 days'),
  regionDeliveryFee: rupees.default(0),
  estimatedRegionDeliveryTime: z.string().max(50).default('2-5 days'),
  freeShippingThreshold: rupees.default(0),
  serviceableLocations: z.array(z.string().trim().max(100)).max(500).default([]),
  pincodeBasedDelivery: z.boolean().default(false),
  serviceablePincodes: z.array(z.string().regex(/^\d{6}$/)).max(5000).default([]),
  entireCityDelivery: z.boolean().default(true),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

export const paymentOptions = ['Cash on Delivery', 'UPI Payment'] as const;

export const createStoreBodySchema = z.object({
  name: z.string().trim().min(1, 'Store name is required').max(120),
  description: z.string().trim().max(5000).default(''),
  address: z.string().trim().max(500).default(''),
  location: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'City is required').max(100),
  businessHours: z.string().trim().max(200).default(''),
  category: z.string().trim().max(100).default('General'),
  phone: z.string().trim().max(20).default(''),
  email: z.string().trim().max(200).default(''),
  image: z.string().max(2000).default(''),
  bannerImage: z.string().max(2000).default(''),
  tags: z.array(z.string().trim().max(40)).max(20).default([]),
  paymentOptions: z.array(z.enum(paymentOptions)).min(1).default(['Cash on Delivery']),
  storeInstructions: z.string().trim().max(2000).default(''),
  upiId: z.string().trim().max(100).default(''),
  deliveryOptions: deliveryOptionsSchema.default(deliveryOptionsSchema.parse({})),
});
export type CreateStoreBody = z.input<typeof createStoreBodySchema>;

export type Store = {
  _id: string;
  id: string;
  owner: string;
  name: string;
  slug: string;
  description: string;
  address: string;
  location: string;
  city: string;
  businessHours: string;
  category: string;
  categories: string[];
  phone: string;
  email: string;
  image: string;
  bannerImage: string;
  tags: string[];
  rating: number;
  reviewCount: number;
  isOpen: boolean;
  isActive: boolean;
  paymentOptions: string[];
  storeInstructions: string;
  upiId: string;
  deliveryOptions: DeliveryOptions;
  createdAt: string;
  updatedAt: string;
};
