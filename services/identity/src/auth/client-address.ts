import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { GATEWAY_PROOF_HEADER } from '@haat/server-kit';

/** Whether the call carries the gateway's proof: its secret, compared in constant time. */
function fromGateway(c: Context, gatewaySecret: string): boolean {
  const given = Buffer.from(c.req.header(GATEWAY_PROOF_HEADER) ?? '');
  const expected = Buffer.from(gatewaySecret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The caller's address, the key of the sign-in limits and of the login lockout's per-address part.
 * The gateway replaces X-Forwarded-For with the one address it decided on every call it passes on.
 * With GATEWAY_SECRET (compose, Kubernetes: identity's port is reachable from other pods) that header
 * is believed only on a call carrying the gateway's proof; any other call counts against the TCP
 * peer's own address, so a direct caller cannot pick a new address per request. Without it (npm
 * start and the tests, identity on loopback) the header is believed, and a call without one shares 'direct'.
 */
export function clientAddress(c: Context, gatewaySecret: string | undefined): string {
  if (gatewaySecret && !fromGateway(c, gatewaySecret)) return getConnInfo(c).remote.address ?? 'direct';
  const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  return forwarded ? forwarded.slice(0, 64) : 'direct';
}
