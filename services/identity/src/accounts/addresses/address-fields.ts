import { z } from 'zod';
import { emailSchema, indianPhoneSchema, multilineText, plainText } from '@haat/contracts';
import { clearable } from '../clearable-field.ts';

/** The spec's shipping address (so checkout can take a saved one as is), a label and the default flag. */
const addressFields = {
  label: clearable(plainText({ label: 'Label', max: 50 })),
  name: plainText({ label: 'Name', max: 100 }).min(1, 'Name is required'),
  address: multilineText({ label: 'Address', max: 500 }).min(1, 'Address is required'),
  city: plainText({ label: 'City', max: 100 }).min(1, 'City is required'),
  postalCode: z.string().trim().regex(/^\d{6}$/, 'Please enter a valid 6-digit pincode'),
  phone: indianPhoneSchema,
  email: emailSchema,
  isDefault: z.boolean().optional(),
};

/** A new address: every shipping field is required. */
export const newAddressSchema = z.object(addressFields);
/** An edit of a saved one: only the fields sent change. */
export const addressChangesSchema = z.object(addressFields).partial();
