import type { Kysely } from 'kysely';
import { DEMO_PASSWORD, demoUsers } from '@haat/demo-data';
import type { Logger } from '@haat/server-kit';
import { hashPassword } from '../auth/passwords.ts';
import { hasAnyUser, insertUsersIfAbsent } from '../users/user-repository.ts';
import type { IdentityDatabase } from '../users/user.table.ts';

/**
 * First start with demo data on: the demo accounts (fixed ids, shared with catalog's demo stores),
 * all with DEMO_PASSWORD. Does nothing once any account exists. One hash serves every account.
 */
export async function seedDemoUsers(db: Kysely<IdentityDatabase>, logger: Logger): Promise<number> {
  if (await hasAnyUser(db)) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const inserted = await insertUsersIfAbsent(db, demoUsers.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email.toLowerCase(),
    password_hash: passwordHash,
    role: user.role,
    phone: user.phone,
    current_city: user.city,
    avatar: null,
    ban_reason: null,
    // Demo accounts come with verified phones so the demo works end to end without an OTP provider.
    phone_verified: true,
    email_verified: true,
    phone_verified_at: now,
  })));
  if (inserted > 0) logger.info({ inserted }, `demo users seeded (password "${DEMO_PASSWORD}")`);
  return inserted;
}
