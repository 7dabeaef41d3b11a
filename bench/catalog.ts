import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../scripts/stack.ts';
import { searchProductsStatement, storeProductsStatement } from '@haat/catalog';
import { autocannon as runAutocannon, printResults, root, startChild, type Result, startBenchStack } from './stack-helpers.ts';
import { seedBenchCatalogue } from './catalog-seed.ts';
import { explainPrepared, explainQuery, timePrepared, type PreparedStatement } from './catalog-plans.ts';

/**
 * `npm run bench:catalog`: the storefront's reads at scale. Seeds one Pune store with 10,000
 * products and 100,000 more across 500 stores straight into Postgres, then measures through the
 * gateway with autocannon at 200 connections: a store's product page 1 and page 150 (limit 50), a
 * category filter, a search with a typo (in a city and in every city), and the store list of a
 * city, next to bare node:http on the same machine in the same run. Then the database's own cost
 * of each query (one connection, no cache) and the EXPLAIN (ANALYZE, BUFFERS) of the statements.
 * Heavy: run nothing else at the same time.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 200;
const PORTS = { bare: 9111, gateway: 9190, services: 9300 };
const TYPO = 'basmatti';
/** What a browser sends: kept answers then travel compressed, as they do to a phone. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const bare = await startChild('bare-server.ts', { PORT: String(PORTS.bare) });
const { prefix, databaseUrl, stack } = await startBenchStack('benchcat', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl, options: '-c search_path=catalog' });
const results: Result[] = [];
const database: { name: string; mean: number; p99: number }[] = [];
const plans: { name: string; plan: string }[] = [];
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log('seeding the catalogue…');
  const seed = await seedBenchCatalogue(client);
  console.log(`seeded ${seed.productCount} products in ${seed.storeCount} stores in ${seed.seconds}s`);
  const store = `${stack.url}/api/stores/${seed.bigStoreId}/products`;
  const urls: [name: string, url: string][] = [
    ['store products page 1 (limit 50, 10k-product store)', `${store}?page=1&limit=50`],
    ['store products page 150 (limit 50)', `${store}?page=150&limit=50`],
    ['store products category=Snacks page 1', `${store}?category=Snacks&page=1&limit=50`],
    [`search q=${TYPO} (typo) city=Pune`, `${stack.url}/api/products/search?q=${TYPO}&city=Pune`],
    [`search q=${TYPO} (typo) all cities`, `${stack.url}/api/products/search?q=${TYPO}`],
    ['GET /api/stores?city=Pune', `${stack.url}/api/stores?city=Pune`],
    // The /stores page (issue 15): 24 a page, a sort, the buyer's pincode; 'open now' is kept per minute.
    ['GET /api/stores /stores page 2, top rated, pincode', `${stack.url}/api/stores?city=Pune&limit=24&page=2&sort=rating&pincode=411038`],
    ['GET /api/stores open now', `${stack.url}/api/stores?city=Pune&limit=24&openNow=true`],
  ];
  for (const [name, url] of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  }

  results.push(await runAutocannon('bare node:http', `http://127.0.0.1:${PORTS.bare}/`, { connections: CONNECTIONS, duration: DURATION }));
  for (const [name, url] of urls) results.push(await runAutocannon(`gateway → ${name}`, url, { connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS }));
  // Search answers are kept a few seconds per query (products/micro-cache.ts): a random page per
  // request defeats that and shows what an uncached search costs through the gateway.
  results.push(await runAutocannon(`gateway → search q=${TYPO} city=Pune, random page (uncached)`, `${stack.url}/api/products/search?q=${TYPO}&city=Pune&limit=20&page={page}`, {
    connections: CONNECTIONS, duration: DURATION, randomPages: 100_000,
  }));

  const statements: [string, PreparedStatement][] = [
    ['store page 1', storeProductsStatement({ storeId: seed.bigStoreId, limit: 50, offset: 0 })],
    ['store page 150', storeProductsStatement({ storeId: seed.bigStoreId, limit: 50, offset: 149 * 50 })],
    ['store page category=Snacks', storeProductsStatement({ storeId: seed.bigStoreId, limit: 50, offset: 0, category: 'Snacks' })],
    [`search ${TYPO} city=Pune`, searchProductsStatement({ q: TYPO, city: 'Pune', limit: 50, offset: 0 })],
    [`search ${TYPO} all cities`, searchProductsStatement({ q: TYPO, limit: 50, offset: 0 })],
  ];
  for (const [name, statement] of statements) {
    database.push({ name, ...(await timePrepared(client, statement)) });
    plans.push({ name, plan: await explainPrepared(client, statement) });
  }
  const storeList = await storeListQuery(databaseUrl);
  if (storeList) plans.push({ name: 'stores city=Pune (the store list query)', plan: await explainQuery(client, storeList.sql, storeList.parameters) });
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  bare.kill();
  await dropTestWorld(prefix);
}

for (const { name, plan } of plans) console.log(`\n── EXPLAIN (ANALYZE, BUFFERS): ${name}\n${plan}`);
console.log('\nDatabase only (one connection, prepared as the service runs them, no cache), ms:');
for (const d of database) console.log(`  ${d.name.padEnd(34)} mean ${String(d.mean).padStart(6)}   p99 ${String(d.p99).padStart(6)}`);
printResults(results, { connections: CONNECTIONS, duration: DURATION, bare: results[0] });
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/catalog-latest.json'), JSON.stringify({ at: new Date().toISOString(), results, database, plans }, null, 2));
process.exit(0);

/**
 * The SQL the store list (another module's query) runs for ?city=Pune, captured from Kysely's log
 * rather than copied, so the plan shown is the plan of the code as it is. Undefined if its shape changed.
 */
async function storeListQuery(url: string): Promise<CompiledQuery | undefined> {
  let captured: CompiledQuery | undefined;
  const pool = new Pool({ connectionString: url, options: '-c search_path=catalog', max: 1 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (event) => void (captured ??= event.query) });
  try {
    const { listStores } = await import('@haat/catalog');
    await (listStores as (db: unknown, filter: unknown) => Promise<unknown>)(db, { city: 'Pune', activeOnly: true, limit: 100 });
    return captured;
  } catch (err) {
    console.warn(`could not capture the store list query: ${String(err)}`);
    return undefined;
  } finally {
    await db.destroy();
  }
}
