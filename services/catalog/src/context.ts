import type { Kysely } from 'kysely';
import type { Logger, TokenVerifier } from '@haat/server-kit';
import type { CatalogDatabase } from './database.ts';

/** What the catalog's handlers need, passed down once from `buildCatalogService`. */
export type CatalogContext = {
  db: Kysely<CatalogDatabase>;
  verifyToken: TokenVerifier;
  logger: Logger;
};
