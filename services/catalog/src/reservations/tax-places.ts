import { sql } from 'kysely';
import { GST_STATE_CODES } from '@haat/contracts/indian-codes';
import type { CatalogDb } from '../database.ts';
import type { StoreRow } from '../stores/index.ts';

/** The states of the cities called `name` (or known by it as another name: "Bombay"), any case. */
async function statesOfCity(db: CatalogDb, name: string): Promise<string[]> {
  const city = name.trim().toLowerCase();
  if (!city) return [];
  const { rows } = await sql<{ state: string }>`
    SELECT DISTINCT state FROM cities
     WHERE lower(name) = ${city}
        OR ${city} = ANY (SELECT trim(alias) FROM unnest(string_to_array(lower(aliases), ',')) AS alias)
     ORDER BY state`.execute(db);
  return rows.map((row) => row.state);
}

/**
 * What a GST invoice needs of where the sale happens, fixed at the time of sale: the store's GSTIN,
 * its state (the GSTIN's state code says it; without one, the state of the store's city) and the
 * place of supply, the state of the buyer's city. A city name found in several states counts as
 * the store's state when that is one of them; an unknown buyer city counts as the store's state
 * (the store delivers locally far more often than not).
 */
export async function taxPlaces(db: CatalogDb, store: Pick<StoreRow, 'gstin' | 'city'>, shippingCity: string | undefined): Promise<{ gstin: string; state: string | null; placeOfSupply: string | null }> {
  const gstin = store.gstin ?? '';
  const state = (gstin ? GST_STATE_CODES[gstin.slice(0, 2)] : undefined) ?? (await statesOfCity(db, store.city))[0] ?? null;
  const buyerStates = shippingCity ? await statesOfCity(db, shippingCity) : [];
  const placeOfSupply = (state && buyerStates.includes(state) ? state : buyerStates.length === 1 ? buyerStates[0] : undefined) ?? state;
  return { gstin, state, placeOfSupply };
}
