import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import type { Logger, NatsConnection, OutboxRelay, TokenVerifier } from '@haat/server-kit';
import type { OrderDatabase } from './database.ts';
import type { CatalogClient } from './checkout/catalog-client.ts';

/** What the order service's handlers need, passed down once from `buildOrderService`. */
export type OrderContext = {
  db: Kysely<OrderDatabase>;
  verifyToken: TokenVerifier;
  logger: Logger;
  catalog: CatalogClient;
  relay: OutboxRelay;
  /** Live pushes to users' sockets (pushToUser) and requests to other services. */
  nc: NatsConnection;
  subjects: Subjects;
};
