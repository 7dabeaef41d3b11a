/** CORS for the listed origins only; the gateway's own pages are same-origin and need none. */
export function createCorsPolicy(extraOrigins: string) {
  const allowed = new Set(extraOrigins.split(',').map((o) => o.trim()).filter(Boolean));
  return {
    headersFor(origin: string | undefined): Record<string, string> {
      if (!origin || !allowed.has(origin)) return {};
      return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
    },
    preflightHeaders(origin: string | undefined): Record<string, string> | null {
      if (!origin || !allowed.has(origin)) return null;
      return {
        ...this.headersFor(origin),
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
        'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key,X-Request-Id',
        'access-control-expose-headers': 'Retry-After,X-Request-Id',
        'access-control-max-age': '600',
      };
    },
  };
}
export type CorsPolicy = ReturnType<typeof createCorsPolicy>;
