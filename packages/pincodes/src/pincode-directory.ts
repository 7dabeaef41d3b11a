import { readFileSync } from 'node:fs';
import { isPincodeShape } from '@haat/contracts/pincode-rules';
import type { PincodeTable } from '../scripts/generate.ts';
import { namesOfCity } from './city-aliases.ts';
import { containsWords, placeWords } from './place-names.ts';

/** A pincode India Post knows: the district most of its post offices are in, and that district's state. */
export type PincodePlace = { pincode: string; district: string; state: string };

type Directory = { table: PincodeTable; codes: [code: string, entry: PincodeTable['pincodes'][string]][]; districtWords: string[]; divisionWords: string[] };

let directory: Directory | undefined;

/** Read on first use, once per process (about 20 ms): services that never look a pincode up pay nothing. */
function loadDirectory(): Directory {
  if (!directory) {
    const table = JSON.parse(readFileSync(new URL('./data/pincodes.json', import.meta.url), 'utf8')) as PincodeTable;
    directory = {
      table,
      codes: Object.entries(table.pincodes),
      districtWords: table.districts.map(([name]) => placeWords(name)),
      divisionWords: table.divisions.map(placeWords),
    };
  }
  return directory;
}

/** An Indian PIN code's shape: 6 digits, the first 1-9 ('000000' is not one). */
export const isPincodeFormat = (code: string): boolean => isPincodeShape(code);

/** The pincode's district and state, or null when it is not a pincode India Post knows. */
export function lookupPincode(code: string): PincodePlace | null {
  const pincode = code.trim();
  if (!isPincodeFormat(pincode)) return null;
  const { table } = loadDirectory();
  const entry = table.pincodes[pincode];
  const district = entry && table.districts[entry[0][0]!];
  if (!district) return null;
  return { pincode, district: district[0], state: table.states[district[1]] ?? '' };
}

/**
 * Whether the pincode is one of `city`'s: one of its districts or postal divisions names the city
 * (or a name the city goes by in the directory: city-aliases.ts). 'Pune' holds 411001 (district
 * Pune), 'Delhi' holds 110001 (Central Delhi), 'Pune' does not hold 110001. False for unknown pincodes.
 */
export function pincodeBelongsToCity(code: string, city: string): boolean {
  const pincode = code.trim();
  if (!isPincodeFormat(pincode)) return false;
  const { table, districtWords, divisionWords } = loadDirectory();
  const entry = table.pincodes[pincode];
  if (!entry) return false;
  const places = [...entry[0].map((i) => districtWords[i] ?? ''), ...entry[1].map((i) => divisionWords[i] ?? '')];
  return namesOfCity(city).some((name) => places.some((place) => containsWords(place, name)));
}

/** Every pincode of `city` (the rule of pincodeBelongsToCity), in order. */
export function pincodesOfCity(city: string): string[] {
  const { codes, districtWords, divisionWords } = loadDirectory();
  const names = namesOfCity(city);
  const naming = (words: string[]) => new Set(words.flatMap((place, i) => (names.some((name) => containsWords(place, name)) ? [i] : [])));
  const districts = naming(districtWords);
  const divisions = naming(divisionWords);
  return codes
    .filter(([, [ds, vs]]) => ds.some((i) => districts.has(i)) || vs.some((i) => divisions.has(i)))
    .map(([code]) => code);
}
