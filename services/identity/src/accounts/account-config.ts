import { z } from 'zod';

const attempts = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);
const minutes = (fallback: number) => z.coerce.number().int().min(1).max(24 * 60).default(fallback);

/** Settings of accounts, profiles and admin user management (owned by src/accounts). */
export const accountConfigShape = {
  /** Wrong passwords for one account from one client address, within LOGIN_LOCKOUT_MINUTES, that lock that address out of that account. */
  LOGIN_LOCKOUT_ATTEMPTS: attempts(10),
  /** The counting window and the length of the lock, in minutes (per account and address, and per address). */
  LOGIN_LOCKOUT_MINUTES: minutes(15),
  /** The backstop: wrong passwords for one account from all addresses, within LOGIN_LOCKOUT_ACCOUNT_MINUTES, that lock the account. */
  LOGIN_LOCKOUT_ACCOUNT_ATTEMPTS: attempts(100),
  LOGIN_LOCKOUT_ACCOUNT_MINUTES: minutes(60),
  /** Failed sign-ins from one client address (any accounts, unknown e-mails too), within LOGIN_LOCKOUT_MINUTES, that lock that address out of every account. */
  LOGIN_LOCKOUT_ADDRESS_ATTEMPTS: attempts(100),
};

const accountConfigSchema = z.object(accountConfigShape);
type AccountConfig = z.infer<typeof accountConfigSchema>;

/** The account settings with their defaults applied (test worlds pass only the base settings). */
export function accountConfigOf(config: Record<string, unknown>): AccountConfig {
  return accountConfigSchema.parse(config);
}
