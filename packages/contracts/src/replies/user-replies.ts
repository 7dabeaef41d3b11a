import { z } from 'zod';
import { roles } from '../user.ts';

/**
 * A user as identity replies with it: the same object comes back from identity's own calls and from
 * order's delivery-partner registration, which creates the partner's account (user.ts names it SessionUser).
 */
export const userProfileSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.string().nullable(),
  currentCity: z.string().nullable(),
  /** The language the person chose (issue 39): their e-mails and messages come in it; null until they choose. */
  language: z.string().nullable(),
});

/** Where a delivery goes and whom to call: an address-book entry's fields and an order's shipping address. */
export const postalAddressFields = {
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
};
