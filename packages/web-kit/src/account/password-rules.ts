// A subpath of its own (`@haat/web-kit/password-rules`), out of the shared web-kit every page loads first: only the sign-up and password forms need it.
import { PASSWORD_HAS_EMAIL_TEXT, passwordContainsEmail } from '@haat/contracts/password-rules';
import { PASSWORD_MIN_LENGTH_TEXT } from '@haat/web-kit';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORDS_DIFFER_TEXT = 'Passwords do not match';

/** A chosen password that holds the account's e-mail or its local part: the server's text, said before sending. */
export const passwordEmailProblem = (password: string, email: string | null | undefined): string | null =>
  passwordContainsEmail(password, email) ? PASSWORD_HAS_EMAIL_TEXT : null;

/**
 * A new password and its confirmation (reset and change): at least 6 characters, not holding the
 * account's `email` when the form knows it, both equal.
 */
export function newPasswordProblem(password: string, confirmPassword: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MIN_LENGTH_TEXT;
  const withEmail = passwordEmailProblem(password, email);
  if (withEmail) return withEmail;
  if (password !== confirmPassword) return PASSWORDS_DIFFER_TEXT;
  return null;
}
