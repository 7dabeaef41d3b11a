import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { IdentityDatabase } from '../users/user.table.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

/** Single-use e-mailed tokens. Only the SHA-256 of a token is stored; the token itself exists only in the e-mail. */
type UserTokenTable = {
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
};

/** One phone code sent to a user. `code_hash` is an HMAC of (row id, phone, code) under the server secret. */
type PhoneOtpTable = {
  id: string;
  user_id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  /** Set when the code was used, or replaced by a newer one: either way it no longer counts. */
  consumed_at: Date | null;
  created_at: ColumnType<Date, never, never>;
};

/** DEVELOPMENT ONLY: messages that no real provider sent (no SMTP_URL / SMS provider configured). */
type OutboxMessageTable = {
  id: Generated<string>;
  /** The message's job id: a re-run job finds its row and writes no second one. */
  message_key: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: ColumnType<Date, never, never>;
};

export type UserTokenRow = Selectable<UserTokenTable>;
export type PhoneOtpRow = Selectable<PhoneOtpTable>;

/** The identity schema as this module sees it: its own tables plus `users.email_verified`. */
type VerificationTables = {
  users: { email_verified: Generated<boolean> };
  user_tokens: UserTokenTable;
  phone_otps: PhoneOtpTable;
  outbox_messages: OutboxMessageTable;
};
export type VerificationDatabase = IdentityDatabase & VerificationTables;
export type VerificationDb = Kysely<VerificationDatabase> | Transaction<VerificationDatabase>;

/** The same connection pool, typed with this module's tables. */
export const verificationDb = (db: Kysely<IdentityDatabase>): Kysely<VerificationDatabase> => db.withTables<VerificationTables>();
