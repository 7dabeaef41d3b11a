import type { Context } from 'hono';

/**
 * The caller's address as the gateway decided it. The gateway replaces X-Forwarded-For with that
 * one address on every call it passes on, and identity listens only on loopback behind it, so a
 * client cannot choose this value. Without the header (a direct call) every caller shares 'direct'.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  return forwarded ? forwarded.slice(0, 64) : 'direct';
}
