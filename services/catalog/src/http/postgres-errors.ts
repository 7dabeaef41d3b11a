/** True when `err` is Postgres' unique violation of the named constraint (or unique index). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pgError = err as { code?: string; constraint?: string } | null;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/** `%`, `_` and `\` are wildcards in LIKE patterns; a user's search text matches them literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
