import { z } from 'zod';
import { emailSchema, indianPhoneSchema, multilineText, PINCODE_TEXTS, plainText } from '@haat/contracts';
import { clearable } from '../clearable-field.ts';

/** The spec's shipping address (so checkout can take a saved one as is), a label and the default flag. */
const addressFields = {
  label: clearable(plainText({ label: 'Label', max: 50 })),
  name: plainText({ label: 'Name', max: 100 }).min(1, 'Name is required'),
  address: multilineText({ label: 'Address', max: 500 }).min(1, 'Address is required'),
  city: plainText({ label: 'City', max: 100 }).min(1, 'City is required'),
  // The shape; that it is a real pincode of the city is address-pincode.ts' check.
  postalCode: z.string().trim().regex(/^[1-9]\d{5}$/, PINCODE_TEXTS.format),
  phone: indianPhoneSchema,
  email: emailSchema,
  isDefault: z.boolean().optional(),
};

/** A new address: every shipping field is required. */
export const newAddressSchema = z.object(addressFields);
/** An edit of a saved one: only the fields sent change. */
export const addressChangesSchema = z.object(addressFields).partial();
