import { badRequest, isUniqueViolation } from '@haat/server-kit';

export const PHONE_TAKEN_TEXT = 'This mobile number is already registered. Please log in with it.';
export const PHONE_NEEDED_TEXT = 'This account signs in with its mobile number, so it cannot be removed.';

/**
 * An account without an e-mail signs in with its phone (migration 2026-12-07-01): the database
 * refuses to drop that phone, or to give it a number another such account has; said here in words.
 */
export function refuseSignInPhoneChange(err: unknown): never {
  if (isUniqueViolation(err, 'users_phone_without_email')) throw badRequest(PHONE_TAKEN_TEXT);
  const pgError = err as { code?: unknown; constraint?: unknown } | null;
  if (pgError?.code === '23514' && pgError.constraint === 'users_email_or_phone') throw badRequest(PHONE_NEEDED_TEXT);
  throw err;
}
