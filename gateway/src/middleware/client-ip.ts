import type { IncomingMessage } from 'node:http';

/**
 * The client's address. X-Forwarded-For is only believed for the configured number of proxy hops
 * in front of us; otherwise anyone could pick their own rate-limit key.
 */
export function clientIp(req: IncomingMessage, trustedHops: number): string {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return socketIp;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded[forwarded.length - trustedHops] ?? forwarded[0] ?? socketIp;
}
