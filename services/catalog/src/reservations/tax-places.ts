import { GST_STATE_CODES } from '@haat/contracts/indian-codes';

/**
 * What a GST invoice needs of where the sale happens, fixed at the time of sale: the store's GSTIN,
 * its state (the GSTIN's state code says it; without one, the state of the store's city) and the
 * place of supply, the state of the buyer's city. A city name found in several states counts as
 * the store's state when that is one of them; an unknown buyer city counts as the store's state
 * (the store delivers locally far more often than not). The states of each city are read by the
 * caller (`statesOfCityKey`), in the statement that reads the store.
 */
export function taxPlaces({ gstin, storeCityStates, buyerCityStates }: {
  gstin: string;
  storeCityStates: readonly string[];
  buyerCityStates: readonly string[];
}): { gstin: string; state: string | null; placeOfSupply: string | null } {
  const state = (gstin ? GST_STATE_CODES[gstin.slice(0, 2)] : undefined) ?? storeCityStates[0] ?? null;
  const placeOfSupply = (state && buyerCityStates.includes(state) ? state : buyerCityStates.length === 1 ? buyerCityStates[0] : undefined) ?? state;
  return { gstin, state, placeOfSupply };
}
