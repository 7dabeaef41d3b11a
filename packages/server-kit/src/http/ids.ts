import { catalogueOf, type CatalogueCall, type Owner } from '@haat/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never name a row (and would make Postgres fail the cast). */
export const isUuid = (value: string | undefined | null): value is string => typeof value === 'string' && UUID.test(value);

/**
 * The literal siblings of a by-id route in the owner's catalogue, e.g. `nearby` for
 * `GET /api/stores/:id`. The by-id handler passes those on (to their own or the planned 501
 * handler) instead of answering "not found" for a store called "nearby".
 */
export function literalSiblings(owner: Owner, method: CatalogueCall['method'], byIdPath: string): Set<string> {
  const prefix = byIdPath.slice(0, byIdPath.lastIndexOf('/') + 1);
  const literals = catalogueOf(owner)
    .filter((call) => call.method === method && call.path.startsWith(prefix))
    .map((call) => call.path.slice(prefix.length))
    .filter((rest) => rest.length > 0 && !rest.includes('/') && !rest.startsWith(':'));
  return new Set(literals);
}
