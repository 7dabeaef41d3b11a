import { pincodeProblem } from '@haat/contracts/pincode-rules';
import { lookupPincode, pincodeBelongsToCity } from './pincode-directory.ts';

/**
 * Why a pincode cannot be saved or delivered to with `city` (issue 15: a real pincode of that city),
 * in the texts web and server share; null when it can. Every place that saves or delivers calls this.
 */
export function cityPincodeProblem(pincode: string, city: string): string | null {
  const code = pincode.trim();
  const known = lookupPincode(code) !== null;
  return pincodeProblem(code, city, { known, inCity: known ? pincodeBelongsToCity(code, city) : null });
}
