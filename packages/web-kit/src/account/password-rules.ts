// A subpath of its own (`@haat/web-kit/password-rules`), out of the shared web-kit every page loads first: only the sign-up and password forms need it.
import { passwordContainsEmail } from '@haat/contracts/password-rules';
// Through the root, the shared singleton: its language store and catalog.
import { passwordMinLengthText, translateKit } from '@haat/web-kit';
import messages from '../forms/messages.json';

export const PASSWORD_MIN_LENGTH = 6;

/** A chosen password that holds the account's e-mail or its local part: the server's text (contracts' PASSWORD_HAS_EMAIL_TEXT), said before sending. */
export const passwordEmailProblem = (password: string, email: string | null | undefined): string | null =>
  passwordContainsEmail(password, email) ? translateKit(messages, 'kit.form.pwEmail') : null;

/**
 * A new password and its confirmation (reset and change): at least 6 characters, not holding the
 * account's `email` when the form knows it, both equal.
 */
export function newPasswordProblem(password: string, confirmPassword: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMinLengthText();
  const withEmail = passwordEmailProblem(password, email);
  if (withEmail) return withEmail;
  if (password !== confirmPassword) return translateKit(messages, 'kit.form.pwDiffer');
  return null;
}
