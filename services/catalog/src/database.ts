import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '@haat/server-kit';
import type { CitiesTable } from './cities/cities.table.ts';
import type { StoresTable } from './stores/stores.table.ts';
import type { ProductsTable, ProductVariantsTable } from './products/products.table.ts';
import type { ReservationLinesTable, ReservationsTable } from './reservations/reservations.table.ts';
import type { RestocksTable } from './reservations/restocks.table.ts';

/** The catalog schema as Kysely sees it. */
export type CatalogDatabase = MessagingTables & {
  cities: CitiesTable;
  stores: StoresTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  reservations: ReservationsTable;
  reservation_lines: ReservationLinesTable;
  restocks: RestocksTable;
};

/** What repository functions take first: the pool or an open transaction. */
export type CatalogDb = Kysely<CatalogDatabase> | Transaction<CatalogDatabase>;
