import { sql, type Kysely } from 'kysely';

/**
 * True when `err` is Postgres' unique violation (23505): of the named constraint or unique index,
 * or of any when no name is given.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pgError = err as { code?: unknown; constraint?: unknown } | null | undefined;
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/**
 * Takes a transaction-scoped advisory lock on `key` (hashed to 64 bits by `hashtextextended`): other
 * transactions locking the same key wait until this one ends. Call it inside a transaction; on a
 * plain handle the lock would go with the statement.
 */
export async function lockForTransaction(trx: Kysely<any>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
