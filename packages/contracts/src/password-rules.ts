// What a chosen password may not be, zod-free for the web forms (`@haat/contracts/password-rules`);
// user.ts re-exports it beside its schemas.

export const PASSWORD_HAS_EMAIL_TEXT = 'Password must not contain your email address or the part before the @';
/** A shorter local part (a@…, ab@…) is inside too many good passwords to refuse them all. */
const EMAIL_LOCAL_PART_MIN_LENGTH = 3;

/**
 * ASVS 5.0 6.2.11: a password that is the account's e-mail, holds it, or holds its local part (the
 * name before the @, from 3 characters), whatever the letter case. An account without an e-mail
 * has nothing to compare.
 */
export function passwordContainsEmail(password: string, email: string | null | undefined): boolean {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const lowered = password.toLowerCase();
  if (lowered.includes(address)) return true;
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  return local.length >= EMAIL_LOCAL_PART_MIN_LENGTH && lowered.includes(local);
}
