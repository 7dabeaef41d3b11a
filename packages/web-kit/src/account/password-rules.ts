import { PASSWORD_MIN_LENGTH_TEXT } from '../session/roles.ts';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORDS_DIFFER_TEXT = 'Passwords do not match';

/** A new password and its confirmation (reset and change): at least 6 characters, both equal. */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MIN_LENGTH_TEXT;
  if (password !== confirmPassword) return PASSWORDS_DIFFER_TEXT;
  return null;
}
