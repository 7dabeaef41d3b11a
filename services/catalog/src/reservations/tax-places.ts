import { GST_STATE_CODES } from '@haat/contracts/indian-codes';
import type { CatalogDb } from '../database.ts';
import type { StoreRow } from '../stores/index.ts';
import { statesOfCity } from '../cities/city-repository.ts';

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
