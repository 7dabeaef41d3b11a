import { badRequest } from '@haat/server-kit';
import { GSTIN_TEXTS, gstinMatchesState } from '@haat/contracts/indian-codes';
import { cityPincodeProblem, lookupPincode, pincodesOfCity } from '@haat/pincodes';
import { PINCODE_TEXTS } from '@haat/contracts/pincode-rules';
import type { CatalogDb } from '../database.ts';
import { activeCityNames, statesOfCity } from '../cities/city-repository.ts';

/**
 * The store rules that need the catalog's cities (the body's own checks are in contracts' schema):
 * a GSTIN's state code must be the state of the store's city when the catalog knows that city, and
 * serviceable cities must be active catalog cities, and serviceable pincodes real pincodes of the
 * store's city (India Post's directory: they only count in the store's own city).
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

/**
 * The first serviceable pincode that is not a real pincode of `city` is refused, naming it. Like
 * the GSTIN rule, a city India Post's directory does not know is not checked beyond the pincodes being real.
 */
export function checkServiceablePincodes(pincodes: readonly string[], city: string): void {
  const cityKnown = pincodesOfCity(city).length > 0;
  for (const pincode of pincodes) {
    const problem = cityKnown ? cityPincodeProblem(pincode, city) : lookupPincode(pincode) ? null : PINCODE_TEXTS.unknown(pincode);
    if (problem) throw badRequest(problem, `deliveryOptions.serviceablePincodes: ${problem}`);
  }
}

type RuledFields = {
  gstin?: string | undefined;
  city?: string | undefined;
  deliveryOptions?: { serviceableLocations?: string[] | undefined; serviceablePincodes?: string[] | undefined } | undefined;
};

/**
 * Applies the rules to a create or update body (`current`: the stored store of an update) and
 * returns the body with the catalog's city spellings. Throws 400 before anything is written.
 */
export async function withStoreRules<B extends RuledFields>(db: CatalogDb, body: B, current?: { gstin: string; city: string }): Promise<B> {
  if (body.gstin !== undefined || body.city !== undefined) {
    await checkGstinState(db, body.gstin ?? current?.gstin ?? '', body.city ?? current?.city ?? '');
  }
  const city = body.city ?? current?.city ?? '';
  if (body.deliveryOptions?.serviceablePincodes && city) checkServiceablePincodes(body.deliveryOptions.serviceablePincodes, city);
  const cities = body.deliveryOptions?.serviceableLocations;
  if (cities === undefined) return body;
  return { ...body, deliveryOptions: { ...body.deliveryOptions, serviceableLocations: await catalogServiceableCities(db, cities) } };
}
