import { z } from 'zod';

/** What services tell every gateway over core NATS: pushes for sockets, ended sessions, stale edge-cache tags. */

/** A push to one user's open sockets (any service → gateway → socket.io). */
export type RealtimePush = { event: string; payload: unknown };

// ---- the gateways' edge cache ----

/** The header a service names an answer's edge-cache tags in (`store:<id>`); the gateway never passes it on. */
export const EDGE_CACHE_TAGS_HEADER = 'x-haat-cache-tags';
/** Published on `edgeCacheInvalidate` after a write commits: the tags whose kept answers are stale. */
export const edgeCacheInvalidationSchema = z.object({ tags: z.array(z.string()) });
export type EdgeCacheInvalidation = z.infer<typeof edgeCacheInvalidationSchema>;

// ---- ended sessions (identity → every gateway, core NATS) ----

/**
 * Published on `sessionEnded` after identity wrote the end to Redis: with `jti`, that one token was
 * revoked (a logout); without, every session of the user ended (password change or reset, role
 * change, ban, account deletion). A gateway that misses it still refuses the socket's next event.
 */
export const sessionEndedNoticeSchema = z.object({ userId: z.string(), jti: z.string().optional() });
export type SessionEndedNotice = z.infer<typeof sessionEndedNoticeSchema>;
