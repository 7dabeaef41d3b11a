import type { Kysely } from 'kysely';
import type { Logger, ReadThroughCache, TokenVerifier } from '@haat/server-kit';
import type { CatalogDatabase } from './database.ts';

/** What the catalog's handlers need, passed down once from `buildCatalogService`. */
export type CatalogContext = {
  db: Kysely<CatalogDatabase>;
  verifyToken: TokenVerifier;
  logger: Logger;
  /** Store listings in Redis; every write that changes what a listing shows invalidates its store. */
  listings: ReadThroughCache;
};
