import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MessagingTables } from '@haat/server-kit';
import type { Role } from '@haat/contracts';
import type { AddressTable } from '../accounts/addresses/address.table.ts';

type UserTable = {
  id: Generated<string>;
  name: string;
  /**
   * Always stored lower-cased (a check constraint holds it). Null only for a delivery partner who
   * signed up by invitation without one: that account signs in with its phone (never null then).
   */
  email: string | null;
  /** argon2id PHC string; never logged, never returned. */
  password_hash: string;
  role: Role;
  phone: string | null;
  current_city: string | null;
  /** The chosen language's code ('hi'); null until the person chooses one. */
  language: string | null;
  avatar: string | null;
  is_banned: Generated<boolean>;
  ban_reason: string | null;
  phone_verified: Generated<boolean>;
  phone_verified_at: Date | null;
  /** Moves on at every password change or reset; tokens signed with an older one are refused. */
  session_generation: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

export type IdentityDatabase = MessagingTables & { users: UserTable; addresses: AddressTable };
