import { z } from 'zod';
import { indianPhoneSchema, plainText } from '@haat/contracts';
import { clearable } from '../clearable-field.ts';

export const nameSchema = plainText({ label: 'Name', max: 100 }).min(1, 'Name is required');
export const citySchema = plainText({ label: 'City', max: 100 });
/** A language's code as the apps keep it ('hi', 'en'); what the person reads their e-mails and messages in. */
export const languageSchema = z.string().trim().toLowerCase().regex(/^[a-z]{2,3}$/, 'language must be a language code such as en or hi');

/** An http(s) address or a path on this site; nothing a browser would run or that inlines a whole file. */
const avatarSchema = plainText({ label: 'Avatar', max: 2000, tooLong: 'Avatar address is too long' }).refine(
  (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
  'Avatar must be an http(s) address or a path on this site',
);

/** Fields of an account that its owner (profile) or a superadmin (user management) may edit. */
export const profileFields = {
  name: nameSchema.optional(),
  /** Stored as +91 followed by the 10 digits, whatever spacing or prefix (+91, 91, 0) was typed. */
  phone: clearable(indianPhoneSchema),
  avatar: clearable(avatarSchema),
  currentCity: clearable(citySchema),
  language: clearable(languageSchema),
};
