import { sql } from 'kysely';
import { newUrlToken, sha256Hex } from '../secrets.ts';
import type { TokenPurpose, UserTokenRow, VerificationDb } from '../verification.table.ts';

/** Creates a single-use token; returns it once (for the e-mail) while only its hash is stored. */
export async function issueUserToken(db: VerificationDb, { userId, purpose, ttlSeconds }: { userId: string; purpose: TokenPurpose; ttlSeconds: number }): Promise<{ id: string; token: string }> {
  const token = newUrlToken();
  const row = await db
    .insertInto('user_tokens')
    .values({ user_id: userId, purpose, token_hash: sha256Hex(token), expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/**
 * Marks a valid token used and returns its row, in one statement: of two racing uses only one
 * finds it unused. Unknown, used and expired tokens all give undefined.
 */
export async function consumeUserToken(db: VerificationDb, purpose: TokenPurpose, token: string): Promise<UserTokenRow | undefined> {
  return db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Retires the user's other open tokens of a purpose (a reset link mailed earlier stops working). */
export async function retireUserTokens(db: VerificationDb, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.updateTable('user_tokens').set({ used_at: sql<Date>`now()` }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

/** Whether a token of this purpose was issued to the user within the last `seconds`. */
export async function issuedWithin(db: VerificationDb, userId: string, purpose: TokenPurpose, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
