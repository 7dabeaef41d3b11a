/** Node socket errors that mean the database server cannot be reached or dropped the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Postgres' own: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg says when the connection ends under a query, or a query reaches a connection already lost. */
const LOST_MESSAGES = ['Connection terminated', 'not queryable'];

/**
 * True when `err` says Postgres is away (stopped, restarting, unreachable, refusing connections)
 * rather than that the query was wrong: the caller may retry shortly, so it answers 503.
 */
export function isPostgresUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null | undefined;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true; // 08xxx: connection exception
  const message = typeof e.message === 'string' ? e.message : '';
  return LOST_MESSAGES.some((text) => message.includes(text));
}
