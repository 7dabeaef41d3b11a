import type { Role } from '@haat/contracts';

// Both http/ (the app) and auth/ (the middleware that sets `user`) use these; they live here, importing
// neither side, so auth/ → http/ never loops back.

/** `sessionGeneration`: the user's session generation when the token was signed (see auth/revocation.ts). */
export type AuthUser = { id: string; role: Role; name: string; email: string; jti: string; expiresAt: number; sessionGeneration: number };

/** What every service's Hono app carries per request: its id, and the user a verified token names. */
export type AppEnv = { Variables: { requestId: string; user: AuthUser } };
