import { edgeCacheInvalidationSchema } from '@haat/contracts';
import type { Logger, NatsConnection } from '@haat/server-kit';
import type { EdgeCache } from './edge-cache.ts';

/**
 * Drops kept answers whose tags a service's write changed (contracts' edgeCacheInvalidationSchema).
 * Kept answers are trusted only while this subscription hears everything: the cache is live once
 * subscribed, goes dark when NATS disconnects, and starts empty after a reconnect (invalidations
 * sent meanwhile are lost to core NATS).
 */
export function followInvalidations(nc: NatsConnection, subject: string, cache: EdgeCache, setLive: (live: boolean) => void, logger: Logger): void {
  nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return;
      let parsed: ReturnType<typeof edgeCacheInvalidationSchema.safeParse> | null = null;
      try {
        parsed = edgeCacheInvalidationSchema.safeParse(msg.json());
      } catch {
        parsed = null;
      }
      if (parsed?.success) cache.invalidate(parsed.data.tags);
      else logger.warn({ subject }, 'ignored an edge-cache invalidation that is not { tags: string[] }');
    },
  });
  void nc.flush().then(() => setLive(true), () => {});
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') setLive(false);
      if (status.type === 'reconnect') {
        cache.clear();
        setLive(true);
      }
    }
  })();
  void nc.closed().then(() => setLive(false));
}
