import { z } from 'zod';
import { emailSchema, indianPhoneSchema } from '@haat/contracts';
import { clearable } from '../clearable-field.ts';

/** The spec's shipping address (so checkout can take a saved one as is), a label and the default flag. */
const addressFields = {
  label: clearable(z.string().trim().max(50, 'Label must be at most 50 characters')),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  address: z.string().trim().min(1, 'Address is required').max(500, 'Address must be at most 500 characters'),
  city: z.string().trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
  postalCode: z.string().trim().regex(/^\d{6}$/, 'Please enter a valid 6-digit pincode'),
  phone: indianPhoneSchema,
  email: emailSchema,
  isDefault: z.boolean().optional(),
};

/** A new address: every shipping field is required. */
export const newAddressSchema = z.object(addressFields);
/** An edit of a saved one: only the fields sent change. */
export const addressChangesSchema = z.object(addressFields).partial();
