import { badRequest } from '@haat/server-kit';
import { GSTIN_TEXTS, gstinMatchesState } from '@haat/contracts/indian-codes';
import type { CatalogDb } from '../database.ts';
import { activeCityNames, statesOfCity } from '../cities/city-repository.ts';

/**
 * The store rules that need the catalog's cities (the body's own checks are in contracts' schema):
 * a GSTIN's state code must be the state of the store's city when the catalog knows that city, and
 * serviceable cities must be active catalog cities.
 */

/** A GSTIN from another state than the store's city is refused; a city the catalog does not know is not checked. */
export async function checkGstinState(db: CatalogDb, gstin: string, city: string): Promise<void> {
  if (gstin === '') return;
  const states = await statesOfCity(db, city);
  if (states.length === 0 || states.some((state) => gstinMatchesState(gstin, state))) return;
  const message = GSTIN_TEXTS.stateMismatch(states[0]!);
  throw badRequest(message, `gstin: ${message}`);
}

/** The serviceable cities in the catalog's spelling; a name that is not an active city is refused, naming it. */
export async function catalogServiceableCities(db: CatalogDb, names: readonly string[]): Promise<string[]> {
  const known = await activeCityNames(db, names);
  const unknown = names.find((name) => !known.has(name.toLowerCase()));
  if (unknown !== undefined) {
    const message = `"${unknown}" is not a city we serve: pick serviceable cities from the list`;
    throw badRequest(message, `deliveryOptions.serviceableLocations: ${message}`);
  }
  return [...new Set(names.map((name) => known.get(name.toLowerCase())!))];
}

type RuledFields = { gstin?: string | undefined; city?: string | undefined; deliveryOptions?: { serviceableLocations?: string[] | undefined } | undefined };

/**
 * Applies both rules to a create or update body (`current`: the stored store of an update) and
 * returns the body with the catalog's city spellings. Throws 400 before anything is written.
 */
export async function withStoreRules<B extends RuledFields>(db: CatalogDb, body: B, current?: { gstin: string; city: string }): Promise<B> {
  if (body.gstin !== undefined || body.city !== undefined) {
    await checkGstinState(db, body.gstin ?? current?.gstin ?? '', body.city ?? current?.city ?? '');
  }
  const cities = body.deliveryOptions?.serviceableLocations;
  if (cities === undefined) return body;
  return { ...body, deliveryOptions: { ...body.deliveryOptions, serviceableLocations: await catalogServiceableCities(db, cities) } };
}
