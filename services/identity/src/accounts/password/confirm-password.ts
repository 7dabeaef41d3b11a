import { AppError, unauthorized } from '@haat/server-kit';
import { verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from '../../users/user.table.ts';
import type { LoginLockout } from '../lockout/login-lockout.ts';

const tooManyWrongPasswords = (seconds: number) => new AppError(
  429,
  'Too many wrong passwords',
  `Too many wrong passwords. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  { 'Retry-After': String(seconds) },
);

/**
 * A signed-in user proves the password again (password change, account deletion). Wrong guesses
 * count toward the login lock-out, so a stolen token cannot be used to guess the password either.
 * The caller is known here, so a lock is said plainly (429), unlike at login. `address` is the
 * caller's client address (clientAddress).
 */
export async function confirmPassword(lockout: LoginLockout, row: UserRow, password: string, wrongText: string, address: string): Promise<void> {
  const attempt = await lockout.begin({ address, account: { id: row.id, sessionGeneration: row.session_generation } });
  if (attempt.locked) throw tooManyWrongPasswords(attempt.secondsLeft);
  if (!(await verifyPassword(row.password_hash, password))) {
    await lockout.failed(attempt);
    throw unauthorized(wrongText);
  }
  await lockout.succeeded(attempt);
}
