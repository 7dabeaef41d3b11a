import { z } from 'zod';

/** Settings of accounts, profiles and admin user management (owned by src/accounts). */
export const accountConfigShape = {
  /** Wrong passwords of one account, within LOGIN_LOCKOUT_MINUTES, that lock it. */
  LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  /** The counting window and the length of the lock, in minutes. */
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
};

const accountConfigSchema = z.object(accountConfigShape);
export type AccountConfig = z.infer<typeof accountConfigSchema>;

/** The account settings with their defaults applied (test worlds pass only the base settings). */
export function accountConfigOf(config: Record<string, unknown>): AccountConfig {
  return accountConfigSchema.parse(config);
}
