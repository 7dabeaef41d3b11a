/**
 * Postgres' class 22, "data exception": a value the database cannot take as given — text with NUL
 * or bytes it cannot store (22021, 22P05), too long for its column (22001), not a number, id or
 * date (22P02, 22007, 22008), out of range (22003). The caller's input, not our failure: 400.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export function isPostgresDataError(err: unknown): err is Error & { code: string } {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && DATA_EXCEPTION.test(code);
}

/** What the client is told: which kind of value was wrong, never the database's own text. */
export function postgresDataErrorText(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === '22021' || code === '22P05') return 'A text contains characters that are not allowed.';
  if (code === '22001') return 'A text is longer than allowed.';
  return 'A value is not valid or out of range.';
}
