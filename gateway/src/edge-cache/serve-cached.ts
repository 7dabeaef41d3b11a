import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedReply, EdgeCache } from './edge-cache.ts';
import { cacheTagsOf, sharedMaxAge } from '@haat/contracts/edge-cache';

/** Upstream headers a kept answer replays; the rest (date, connection, tags) are per reply. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

/** Writes a kept answer, compressed when the client accepts it, with the headers of this reply. */
export function sendCached(cache: EdgeCache, entry: CachedReply, req: IncomingMessage, res: ServerResponse, replyHeaders: Record<string, string>): void {
  const { body, encoding } = cache.encoded(entry, req.headers['accept-encoding']);
  const headers: Record<string, string | number> = {
    ...entry.headers,
    ...replyHeaders,
    age: Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)),
    vary: 'Accept-Encoding',
    'content-length': body.length,
  };
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(entry.status, headers);
  res.end(body);
}

/**
 * For a miss: keeps the upstream answer if the service marked it shareable (and sent it
 * uncompressed: the cache compresses per client itself).
 */
export function captureInto(cache: EdgeCache, key: string): (reply: IncomingMessage) => ((body: Buffer) => void) | null {
  const since = cache.mark();
  return (reply) => {
    const maxAgeSeconds = sharedMaxAge(reply.statusCode ?? 0, reply.headers);
    if (maxAgeSeconds === 0 || reply.headers['content-encoding']) return null;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const tags = cacheTagsOf(reply.headers);
    return (body) => cache.put(key, { status: reply.statusCode ?? 200, headers, body, maxAgeSeconds, tags }, since);
  };
}
