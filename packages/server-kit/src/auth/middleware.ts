import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '@haat/contracts';
import { forbidden, unauthorized } from '../errors/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { bearerToken, type TokenVerifier } from './tokens.ts';

/** Verifies the bearer token again inside the service (defence in depth) and sets `c.var.user`. */
export function requireAuth(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw unauthorized();
    c.set('user', await verify(token));
    await next();
  };
}

/** The bearer token the request came with: what an RPC acting for its user passes on (requestRpc's actingFor). */
export const callerToken = (c: Context): string | null => bearerToken(c.req.header('Authorization'));

/** Use after requireAuth. */
export function requireRole(...allowed: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!allowed.includes(c.get('user').role)) throw forbidden('Forbidden', 'Your account role cannot do this.');
    await next();
  };
}
