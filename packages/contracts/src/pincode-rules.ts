/**
 * A pincode must be a real one of the chosen city (issue 15): 6 digits, one India Post knows, in
 * that city or its district. The server decides with India Post's directory (@haat/pincodes); web
 * and server share these texts. Zod-free so the browser imports it alone (`@haat/contracts/pincode-rules`).
 */
import { PINCODE_PATTERN } from './indian-codes.ts';
import { asRecord, readText } from './reply-fields.ts';

export const PINCODE_TEXTS = {
  format: 'Please enter a valid 6-digit pincode',
  unknown: (pincode: string) => `Pincode ${pincode} does not exist`,
  notInCity: (pincode: string, city: string) => `Pincode ${pincode} is not in ${city}`,
  /** The lookup call's 404. */
  notFound: 'Pincode not found',
} as const;

/** 6 digits, the first 1-9 ('000000' is not a pincode). */
export const isPincodeShape = (value: string | null | undefined): value is string => !!value && PINCODE_PATTERN.test(value);

/** GET /api/locations/pincodes/:pincode?city= — belongsToCity is null when no city was asked about. */
export type PincodeCheck = { pincode: string; district: string; state: string; belongsToCity: boolean | null };

/** The lookup reply's `data`; null when the reply carries no pincode. */
export function readPincodeCheck(reply: unknown): PincodeCheck | null {
  const data = asRecord(asRecord(reply)['data']);
  const pincode = readText(data['pincode']);
  if (!pincode) return null;
  const belongs = data['belongsToCity'];
  return { pincode, district: readText(data['district']), state: readText(data['state']), belongsToCity: typeof belongs === 'boolean' ? belongs : null };
}

/**
 * Why `pincode` cannot go with `city`, or null when it can: its shape, India Post not knowing it
 * (`known` false), or its district being another city's (`inCity` false). Server and browser alike.
 */
export function pincodeProblem(pincode: string, city: string, { known, inCity }: { known: boolean; inCity: boolean | null }): string | null {
  if (!isPincodeShape(pincode)) return PINCODE_TEXTS.format;
  if (!known) return PINCODE_TEXTS.unknown(pincode);
  if (inCity === false) return PINCODE_TEXTS.notInCity(pincode, city.trim());
  return null;
}
