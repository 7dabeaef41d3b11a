import { z } from 'zod';
import { EMAIL_MAX_LENGTH, plainText, tooLongText } from './text.ts';
import type { userProfileSchema } from './replies/user-replies.ts';
import type { addressSchema, adminUserSchema, devOutboxMessageSchema } from './replies/identity-replies.ts';

export * from './password-rules.ts';

/** Roles as stored. `shopkeeper` is accepted at the edge and stored as `seller`. */
export const roles = ['buyer', 'seller', 'deliveryPartner', 'superadmin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles a client may send: the spec's login/register choice includes `shopkeeper`. */
const clientRoleSchema = z.enum(['buyer', 'seller', 'shopkeeper', 'deliveryPartner']);
type ClientRole = z.infer<typeof clientRoleSchema>;

export function storedRole(role: ClientRole): Exclude<Role, 'superadmin'> {
  return role === 'shopkeeper' ? 'seller' : role;
}

export const PASSWORD_MIN_LENGTH = 6;

export const emailSchema = z.string().trim().max(EMAIL_MAX_LENGTH, tooLongText('Email', EMAIL_MAX_LENGTH)).toLowerCase()
  .pipe(z.email('Please enter a valid email address'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');
/** Indian mobile: 10 digits starting 6-9, optionally with +91 / 91 / 0 in front. Normalised to +91XXXXXXXXXX. */
export const indianPhoneSchema = z
  .string()
  .trim()
  .transform((raw) => raw.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, 'Please enter a valid Indian mobile number'))
  .transform((digits) => `+91${digits.slice(-10)}`);

/** A person's name, as registered or set up. */
const personNameSchema = plainText({ label: 'Name', max: 100 }).min(1, 'Name is required');

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: clientRoleSchema.default('buyer'),
  phone: indianPhoneSchema.optional(),
  currentCity: plainText({ label: 'City', max: 100 }).optional(),
});

/**
 * POST /api/auth/login: by e-mail, or by phone for an account that has no e-mail (a delivery
 * partner who signed up with an invitation and gave none).
 */
export const loginBodySchema = z.object({
  email: emailSchema.optional(),
  phone: indianPhoneSchema.optional(),
  password: z.string().min(1, 'Please enter email and password').max(128),
  role: clientRoleSchema.optional(),
}).refine((body) => (body.email === undefined) !== (body.phone === undefined), { message: 'Please enter email and password', path: ['email'] });

export const superadminSetupBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: indianPhoneSchema.optional(),
  password: passwordSchema,
  confirmPassword: z.string(),
}).refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type SuperadminSetupBody = z.input<typeof superadminSetupBodySchema>;

/** The session user the API returns (login, register, /auth/me; replies/user-replies.ts describes it). */
export type SessionUser = z.infer<typeof userProfileSchema>;

/** An account as the admin's calls answer it (GET/PUT /api/users/:id, GET /api/users; replies/identity-replies.ts describes it). */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One message the development adapter kept instead of sending (GET /api/verification/dev-outbox; replies/identity-replies.ts describes it). */
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export type AuthReply = { success: true; token: string; user: SessionUser; data: { token: string; user: SessionUser } };

/** One entry of the address book as the API returns it (/users/addresses): the spec's shipping-address fields (replies/identity-replies.ts describes it). */
export type Address = z.infer<typeof addressSchema>;
