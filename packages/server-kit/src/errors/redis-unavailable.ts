/**
 * What ioredis throws when Redis cannot answer: a fail-fast connection while Redis is away (no
 * offline queue), a command past its timeout, a connection closed under a command, or retries used
 * up. A call that needs Redis then answers 503: the caller should simply try again shortly.
 */
const REDIS_UNAVAILABLE = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.', // i18n-ignore: ioredis' own error text, compared, never shown
];

export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.name === 'MaxRetriesPerRequestError' || REDIS_UNAVAILABLE.includes(err.message);
}
