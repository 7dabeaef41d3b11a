import type { Kysely } from 'kysely';
import type { Logger, NatsConnection, OutboxRelay, ReadThroughCache, TokenVerifier } from '@haat/server-kit';
import type { Subjects } from '@haat/contracts';
import type { CatalogConfig } from './config.ts';
import type { CatalogDatabase } from './database.ts';
import type { Images } from '@haat/images';
import type { CrossStoreCache } from './products/micro-cache.ts';

/** What the catalog's handlers need, passed down once from `buildCatalogService`. */
export type CatalogContext = {
  config: CatalogConfig;
  db: Kysely<CatalogDatabase>;
  /** Request-reply to other services (the order service for review eligibility and move-to-cart). */
  nc: NatsConnection;
  subjects: Subjects;
  verifyToken: TokenVerifier;
  logger: Logger;
  /** Store listings in Redis; every write that changes what a listing shows invalidates its store. */
  listings: ReadThroughCache;
  /** The public store lists; a change to any store's card (name, status, rating…) invalidates them. */
  storeLists: ReadThroughCache;
  /** Search and the popular/trending/featured lists, a few seconds per query (products/micro-cache.ts). */
  crossStore: CrossStoreCache;
  /** Image storage (local disk or S3) and the upload pipeline that re-encodes into it. */
  images: Images;
  /** Events written in a handler's transaction leave through the outbox; kick it after the commit. */
  relay: OutboxRelay;
};
