import type { SessionUser } from '@haat/contracts';
import type { UserRow } from './user.table.ts';

/**
 * The API's view of an account (login, register, /auth/me); the password hash never leaves. An
 * account without an e-mail (a rider who signed up by phone) shows '' there, as the spec's User has
 * an e-mail string.
 */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email ?? '',
    role: row.role,
    avatar: row.avatar,
    isBanned: row.is_banned,
    banReason: row.ban_reason,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    phoneVerifiedAt: row.phone_verified_at?.toISOString() ?? null,
    currentCity: row.current_city,
    language: row.language,
  };
}
