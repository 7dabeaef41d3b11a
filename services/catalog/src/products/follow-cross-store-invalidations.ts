import { edgeCacheInvalidationSchema } from '@haat/contracts';
import type { Logger, NatsConnection } from '@haat/server-kit';
import { CROSS_STORE_TAG } from '../http/shared-cache.ts';
import type { MicroCache } from './micro-cache.ts';

/**
 * Clears this instance's cross-store micro-cache whenever any catalog instance invalidates the
 * cross-store answers (a store taken off the marketplace or put back). The invalidation already goes
 * to the gateways on this subject; with two or more instances behind a balancer, the others must
 * drop their few seconds of memory too, or they would serve (and a gateway keep again) the old answer.
 */
export function followCrossStoreInvalidations({ nc, subject, cache, logger }: { nc: NatsConnection; subject: string; cache: MicroCache; logger: Logger }): { unsubscribe(): void } {
  return nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return;
      let tags: string[] = [];
      try {
        tags = edgeCacheInvalidationSchema.parse(msg.json()).tags;
      } catch {
        logger.warn({ subject }, 'ignored a cache invalidation that is not { tags: string[] }');
      }
      if (tags.includes(CROSS_STORE_TAG)) cache.clear();
    },
  });
}
