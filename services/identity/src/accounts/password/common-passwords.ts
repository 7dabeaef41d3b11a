import { readFileSync } from 'node:fs';
import { badRequest } from '@haat/server-kit';

export const COMMON_PASSWORD_TEXT = 'This password is too common. Please choose a less guessable one.';

// The 10,000 most used passwords (data/common-passwords.LICENSE.md says where from), read once at start.
const commonPasswords = new Set(
  readFileSync(new URL('../../../data/common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean),
);

/** Whether a password is among the most used ones, whatever its letter case (the list is lower case). */
export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());

/**
 * Refuses a common password wherever one is chosen (sign-up, admin create-user, superadmin set-up,
 * change and reset) with a 400 whose message the forms show as it is.
 */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_TEXT);
}
