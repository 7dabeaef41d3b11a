import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, Pool } from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { searchProductsStatement, storeProductsStatement } from '@haat/catalog';
import { autocannon as runAutocannon, printResults, root, startChild, type Result, startBenchStack } from '../common/stack-helpers.ts';
import { dropFirstScaleCopy, growBenchCatalogue, seedBenchCatalogue, seedFirstScaleCopy, type FirstScaleCopy } from './catalog-seed.ts';
import { explainPrepared, explainQuery, timeInTurns, timePrepared, type PreparedStatement } from './catalog-plans.ts';

/**
 * `npm run bench:catalog [-- --products 1000000]`: the storefront's reads at scale. Seeds one Pune
 * store with 10,000 products and 100,000 more across 500 stores straight into Postgres, then
 * measures through the gateway with autocannon at 200 connections: a store's product page 1 and
 * page 150 (limit 50), a category filter, a search with a typo (in a city and in every city), and
 * the store list of a city, next to bare node:http on the same machine in the same run. Then the
 * database's own cost of each read (one connection, no cache) and an uncached search through the
 * gateway (a random page per request).
 *
 * With `--products N` a second database is seeded the same way and kept at the first scale, the
 * bench's own grows to N products across the stores and N/10 in the big store (1,000,000 → 1.1 M in
 * all, ten times the first scale), the uncached search runs at both scales in turns (the first
 * through a second stack on the kept database), the database-only reads of both scales are timed in
 * turns (one run on each, then the next), and a table puts both scales side by side: whether a
 * read's cost grows with the catalogue. The EXPLAIN (ANALYZE, BUFFERS) printed is of
 * the last scale.
 *
 * Typo tolerance (issue 35): each typo search is timed beside the same word spelled right (across
 * stores, in the big store, in the store list), with the expansion of a query to its words alone, and
 * the EXPLAIN of a typo's dictionary lookup. The dictionary holds a real catalogue's share of words at
 * each scale (catalog-seed.ts, one made-up word per 20 products besides the generator's hundred).
 * Search in Hindi (issue 39): Devanagari words beside the English words they reach, across stores,
 * in the big store and in the store list.
 * Heavy: run nothing else at the same time.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 200;
/** BENCH_PORT and BENCH_SERVICE_PORT_BASE move them off ports another stack on a shared machine holds. */
const GATEWAY_PORT = Number(process.env['BENCH_PORT'] ?? 9190);
const SERVICE_PORT_BASE = Number(process.env['BENCH_SERVICE_PORT_BASE'] ?? 9300);
const PORTS = {
  bare: process.env['BENCH_PORT'] ? GATEWAY_PORT + 2 : 9111, gateway: GATEWAY_PORT, services: SERVICE_PORT_BASE,
  firstScaleGateway: GATEWAY_PORT + 1, firstScaleServices: process.env['BENCH_SERVICE_PORT_BASE'] ? SERVICE_PORT_BASE + 20 : 9400,
};
const TYPO = 'basmatti';
/**
 * Typos beside the word spelled right (issue 35): two letters swapped in a 4-letter word (one typo),
 * one typo in a 6-letter word, two in an 8-letter word; and a store name with one letter missing.
 */
const TYPOS: [exact: string, typo: string][] = [['poha', 'poah'], ['tomato', 'tomoto'], ['turmeric', 'termaric']];
const STORE_TYPO: [exact: string, typo: string] = ['kirana', 'krana'];
/** Search in Hindi (issue 39): a Devanagari word beside the English word its synonyms reach. */
const HINDI: [english: string, hindi: string][] = [['tomato', 'टमाटर'], ['turmeric', 'हल्दी']];
const STORE_HINDI = 'किराना';
const PAGE = 50;
/** What a browser sends: kept answers then travel compressed, as they do to a phone. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** The issue's goal: a read at ten times the catalogue costs at most this many times as much. */
const TARGET_RATIO = 1.5;
/** Turns of the uncached search at each scale; the median run of each is reported. */
const UNCACHED_TURNS = 3;
const cell = (value: number | string, width = 11) => String(value).padStart(width);
const ratioOf = (a: number, b: number) => (a > 0 ? b / a : Number.NaN);
const verdict = (ratio: number) => (ratio <= TARGET_RATIO ? 'met' : 'MISSED');

const { values: args } = parseArgs({ options: { products: { type: 'string' } } });
const grownProducts = args.products === undefined ? undefined : Number(args.products);
if (grownProducts !== undefined && !(Number.isInteger(grownProducts) && grownProducts > 100_000)) {
  throw new Error(`--products takes a whole number above the first scale's 100000, not ${args.products}`);
}

type Scale = { label: string; productCount: number; dictionary: number; database: { name: string; mean: number; p99: number; buffers: number }[]; uncached: Result };

const bare = await startChild('common/bare-server.ts', { PORT: String(PORTS.bare) });
const { prefix, databaseUrl, stack } = await startBenchStack('benchcat', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl, options: '-c search_path=catalog' });
const results: Result[] = [];
const scales: Scale[] = [];
const plans: { name: string; plan: string }[] = [];
let firstScale: FirstScaleCopy | undefined;
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log('seeding the catalogue…');
  let seed = await seedBenchCatalogue(client);
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

  const storeList = await storeListQueries(databaseUrl);
  const storeSearches = await Promise.all(STORE_TYPO.map((search) => storeListQueries(databaseUrl, search)));
  const [hindiStoreSearch] = await storeListQueries(databaseUrl, STORE_HINDI);
  /** The database-only reads of one catalogue: its big store's pages, the searches, the store list. */
  const statementsOf = async (db: Client, bigStoreId: string): Promise<[string, PreparedStatement][]> => {
    const { rows: [big] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [bigStoreId]);
    const lastPage = Math.max(1, Math.ceil(big!.n / PAGE));
    const typos = TYPOS.flatMap(([exact, typo]) => [
      [`search ${exact} city=Pune`, searchProductsStatement({ q: exact, city: 'Pune', limit: PAGE, offset: 0 })],
      [`search ${typo} city=Pune (typo)`, searchProductsStatement({ q: typo, city: 'Pune', limit: PAGE, offset: 0 })],
    ] satisfies [string, PreparedStatement][]);
    const [exact, typo] = TYPOS[0]!;
    const hindi = HINDI.flatMap(([english, word]) => [
      [`search ${word} city=Pune (Hindi for ${english})`, searchProductsStatement({ q: word, city: 'Pune', limit: PAGE, offset: 0 })],
      [`search ${word} all cities (Hindi)`, searchProductsStatement({ q: word, limit: PAGE, offset: 0 })],
      [`store search ${word} (Hindi)`, storeProductsStatement({ storeId: bigStoreId, search: word, limit: PAGE, offset: 0 })],
      [`query words of ${word} (Hindi)`, { name: `bench-query-words-${english}-hindi`, text: 'SELECT product_search_query($1)::text', values: [word] }],
    ] satisfies [string, PreparedStatement][]);
    return [
      ['store page 1', storeProductsStatement({ storeId: bigStoreId, limit: PAGE, offset: 0 })],
      ['store last page', storeProductsStatement({ storeId: bigStoreId, limit: PAGE, offset: (lastPage - 1) * PAGE })],
      ['store category=Snacks page 1', storeProductsStatement({ storeId: bigStoreId, limit: PAGE, offset: 0, category: 'Snacks' })],
      [`search ${TYPO} city=Pune`, searchProductsStatement({ q: TYPO, city: 'Pune', limit: PAGE, offset: 0 })],
      [`search ${TYPO} city=Pune page 5`, searchProductsStatement({ q: TYPO, city: 'Pune', limit: PAGE, offset: 4 * PAGE })],
      [`search ${TYPO} all cities`, searchProductsStatement({ q: TYPO, limit: PAGE, offset: 0 })],
      ...storeList.map((q, i): [string, PreparedStatement] => [i === 0 ? 'stores city=Pune (list)' : 'stores city=Pune (count)', { name: `bench-store-list-${i}`, text: q.sql, values: [...q.parameters] }]),
      ...typos,
      [`search ${exact} all cities`, searchProductsStatement({ q: exact, limit: PAGE, offset: 0 })],
      [`search ${typo} all cities (typo)`, searchProductsStatement({ q: typo, limit: PAGE, offset: 0 })],
      [`store search ${exact}`, storeProductsStatement({ storeId: bigStoreId, search: exact, limit: PAGE, offset: 0 })],
      [`store search ${typo} (typo)`, storeProductsStatement({ storeId: bigStoreId, search: typo, limit: PAGE, offset: 0 })],
      // A query's words with their spellings, synonyms and corrections: what a typo adds to a search.
      [`query words of ${exact}`, { name: 'bench-query-words-exact', text: 'SELECT product_search_query($1)::text', values: [exact] }],
      [`query words of ${typo} (typo)`, { name: 'bench-query-words-typo', text: 'SELECT product_search_query($1)::text', values: [typo] }],
      ...storeSearches.flatMap(([list], i): [string, PreparedStatement][] => list ? [[`stores search ${STORE_TYPO[i]}${i ? ' (typo)' : ''}`, { name: `bench-store-search-${i}`, text: list.sql, values: [...list.parameters] }]] : []),
      ...hindi,
      ...(hindiStoreSearch ? [[`stores search ${STORE_HINDI} (Hindi)`, { name: 'bench-store-search-hindi', text: hindiStoreSearch.sql, values: [...hindiStoreSearch.parameters] }] satisfies [string, PreparedStatement]] : []),
    ];
  };
  const withBuffers = async (db: Client, name: string, statement: PreparedStatement, timing: { mean: number; p99: number }) => {
    const plan = await explainPrepared(db, statement);
    return { row: { name, ...timing, buffers: buffersOf(plan) }, plan: { name, plan } };
  };
  // Search answers are kept a few seconds per query (products/micro-cache.ts): a random page per
  // request defeats that and shows what an uncached search costs through the gateway.
  const uncachedSearch = (gatewayUrl: string, label: string) =>
    runAutocannon(`gateway → search q=${TYPO} city=Pune, random page (uncached) @${label}`, `${gatewayUrl}/api/products/search?q=${TYPO}&city=Pune&limit=20&page={page}`, {
      connections: CONNECTIONS, duration: DURATION, randomPages: 100_000,
    });

  const smallLabel = scaleLabel(seed.productCount);
  if (grownProducts === undefined) {
    const small = { label: smallLabel, productCount: seed.productCount, uncached: await uncachedSearch(stack.url, smallLabel), dictionary: await dictionarySize(client) };
    results.push(small.uncached);
    await stack.stop(); // its idle processes still wake: not during the database's own timings (below)
    const database: Scale['database'] = [];
    for (const [name, statement] of await statementsOf(client, seed.bigStoreId)) {
      const { row, plan } = await withBuffers(client, name, statement, await timePrepared(client, statement));
      database.push(row);
      plans.push(plan);
    }
    scales.push({ ...small, database });
    plans.push(...await lookupPlans(client));
  } else {
    // The first scale is kept in a database of its own (seeded the same way), so that both scales
    // can be measured in turns once this one has grown: through a second stack on that database for
    // the uncached search, statement by statement for the database's own cost.
    console.log('seeding a copy of the first scale for timing both in turns…');
    firstScale = await seedFirstScaleCopy(`${databaseUrl}_first`);
    console.log(`growing the catalogue to ${grownProducts} products across the stores and ${grownProducts / 10} in the big store…`);
    seed = await growBenchCatalogue(client, seed, { products: grownProducts, bigStoreProducts: grownProducts / 10 }, (line) => console.log(line));
    console.log(`grown to ${seed.productCount} products in ${seed.seconds}s`);
    const largeLabel = scaleLabel(seed.productCount);
    const [smallUncached, largeUncached] = await uncachedSearchInTurns(firstScale.url, stack.url, [smallLabel, largeLabel], uncachedSearch);
    results.push(smallUncached, largeUncached);
    const small = { label: smallLabel, productCount: firstScale.seed.productCount, uncached: smallUncached, dictionary: await dictionarySize(firstScale.client) };
    const large = { label: largeLabel, productCount: seed.productCount, uncached: largeUncached, dictionary: await dictionarySize(client) };
    // The stack's idle processes still wake (outbox relays, workers, metrics) and, on two cores, put
    // a timed statement off the CPU for a few ms now and then: stopped before the database's timings.
    await stack.stop();
    const smallStatements = await statementsOf(firstScale.client, firstScale.seed.bigStoreId);
    const largeStatements = await statementsOf(client, seed.bigStoreId);
    const database: [Scale['database'], Scale['database']] = [[], []];
    for (const [i, [name, smallStatement]] of smallStatements.entries()) {
      const largeStatement = largeStatements[i]![1];
      const [smallTiming, largeTiming] = await timeInTurns([firstScale.client, smallStatement], [client, largeStatement]);
      database[0].push((await withBuffers(firstScale.client, name, smallStatement, smallTiming)).row);
      const { row, plan } = await withBuffers(client, name, largeStatement, largeTiming);
      database[1].push(row);
      plans.push(plan);
    }
    scales.push({ ...small, database: database[0] }, { ...large, database: database[1] });
    plans.push(...await lookupPlans(client));
  }
} finally {
  await client.end().catch(() => {});
  if (firstScale) await dropFirstScaleCopy(firstScale);
  await stack.stop();
  bare.kill();
  await dropTestWorld(prefix);
}

for (const { name, plan } of plans) console.log(`\n── EXPLAIN (ANALYZE, BUFFERS) @${scales.at(-1)?.label}: ${name}\n${plan}`);
for (const scale of scales) {
  console.log(`\nDatabase only @${scale.label} (one connection, prepared as the service runs them, no cache; ${scale.dictionary} words in the search's dictionary), ms:`);
  for (const d of scale.database) console.log(`  ${d.name.padEnd(34)} mean ${String(d.mean).padStart(6)}   p99 ${String(d.p99).padStart(6)}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/catalog-latest.json'), JSON.stringify({ at: new Date().toISOString(), results, scales, plans }, null, 2));
printResults(results, { connections: CONNECTIONS, duration: DURATION, bare: results[0] });
if (scales.length === 2) printScaleTable(scales[0]!, scales[1]!);
process.exit(0);

function scaleLabel(products: number): string {
  return products >= 1_000_000 ? `${Math.round(products / 100_000) / 10}M` : `${Math.round(products / 1000)}k`;
}

/** How many words the search's dictionary holds (what a typo is looked up in). */
async function dictionarySize(db: Client): Promise<number> {
  const { rows: [row] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words');
  return row!.n;
}

/**
 * The EXPLAIN (ANALYZE, BUFFERS) of each typo's dictionary lookup (migration 2026-12-07-35's
 * `search_typo_candidates`, an SQL function Postgres inlines, so its plan shows): the words sharing
 * one of the typo's deletions, read through the index of the dictionary words' deletions. Nothing
 * before that migration.
 */
async function lookupPlans(db: Client): Promise<{ name: string; plan: string }[]> {
  const { rows: [has] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'search_typo_candidates'`);
  if (!has!.n) return [];
  const lookups: { name: string; plan: string }[] = [];
  for (const [, typo] of TYPOS) {
    // The typo's deletions first, as search_corrections does: a function given a subquery is not inlined.
    const { rows: [typoRow] } = await db.query<{ deleted: string[]; budget: number }>(
      'SELECT ARRAY(SELECT variant FROM search_word_deletions($1, search_typo_budget($1))) AS deleted, search_typo_budget($1) AS budget', [typo]);
    const plan = await explainQuery(db, 'SELECT * FROM search_typo_candidates($1::text[], $2::int)', [typoRow!.deleted, typoRow!.budget]);
    lookups.push({ name: `dictionary lookup of ${typo} (${typoRow!.deleted.length} deletions)`, plan });
  }
  return lookups;
}

/** Shared buffers (hit + read) the whole statement touched: its work, whatever else the machine is doing. */
function buffersOf(plan: string): number {
  const line = /Buffers: shared ([^\n]*)/.exec(plan)?.[1] ?? '';
  return [...line.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/**
 * statement | p99 small | p99 large | ratio | within the target, then the same for the mean and for
 * the buffers the statement touched (timings swing with the machine's load; buffers do not).
 */
function printScaleTable(small: Scale, large: Scale): void {
  console.log(`\n${'statement'.padEnd(36)}${cell(`p99 @${small.label}`)}${cell(`p99 @${large.label}`)}${cell('ratio', 8)}  ≤${TARGET_RATIO}× ${cell(`mean @${small.label}`, 12)}${cell(`mean @${large.label}`, 12)}${cell('ratio', 8)} ${cell(`buffers @${small.label}`, 14)}${cell(`@${large.label}`, 8)}${cell('ratio', 8)}`);
  small.database.forEach((a, i) => {
    const b = large.database[i]!;
    const p99 = ratioOf(a.p99, b.p99);
    console.log(`${a.name.padEnd(36)}${cell(a.p99.toFixed(2))}${cell(b.p99.toFixed(2))}${cell(`${p99.toFixed(2)}×`, 8)}  ${verdict(p99).padEnd(6)}${cell(a.mean.toFixed(2), 12)}${cell(b.mean.toFixed(2), 12)}${cell(`${ratioOf(a.mean, b.mean).toFixed(2)}×`, 8)} ${cell(a.buffers, 14)}${cell(b.buffers, 8)}${cell(`${ratioOf(a.buffers, b.buffers).toFixed(2)}×`, 8)}`);
  });
  const gateway = ratioOf(small.uncached.p99, large.uncached.p99);
  console.log(`${'gateway uncached search'.padEnd(36)}${cell(small.uncached.p99.toFixed(2))}${cell(large.uncached.p99.toFixed(2))}${cell(`${gateway.toFixed(2)}×`, 8)}  ${verdict(gateway).padEnd(6)}  req/s ${small.uncached.rps} → ${large.uncached.rps}`);
}

/**
 * The uncached search at both scales in turns (one run at the first, one at the grown, and again),
 * so both see the machine alike: the first scale through a second stack of its own (its own Redis
 * keys and NATS stream) on the first scale's database, started only for this and stopped before the
 * database-only timings. Each scale's median run (by p99) is its figure.
 */
async function uncachedSearchInTurns(firstScaleDatabaseUrl: string, grownGatewayUrl: string, labels: [string, string], run: (gatewayUrl: string, label: string) => Promise<Result>): Promise<[Result, Result]> {
  const first = await startBenchStack('benchcat1', { gateway: PORTS.firstScaleGateway, services: PORTS.firstScaleServices, env: { DATABASE_URL: firstScaleDatabaseUrl } });
  try {
    await waitUntilReady(first.stack.url);
    const runs: [Result[], Result[]] = [[], []];
    for (let turn = 0; turn < UNCACHED_TURNS; turn++) {
      runs[0].push(await run(first.stack.url, labels[0]));
      runs[1].push(await run(grownGatewayUrl, labels[1]));
    }
    return [medianRun(runs[0]), medianRun(runs[1])];
  } finally {
    await first.stack.stop();
    await dropTestWorld(first.prefix);
  }
}

/** The run with the median p99 of several, named for them all. */
function medianRun(runs: Result[]): Result {
  return { ...runs.toSorted((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)]!, name: `${runs[0]!.name} (median of ${runs.length} turns)` };
}

/**
 * The SQL the store list of ?city=Pune runs (another module's queries: the page and its count; with
 * `search`, of that search), captured from Kysely's log rather than copied, so the plans shown are
 * of the code as it is.
 * Empty if their shape changed.
 */
async function storeListQueries(url: string, search?: string): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = [];
  const pool = new Pool({ connectionString: url, options: '-c search_path=catalog', max: 1 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (event) => void captured.push(event.query) });
  try {
    const { listStores, countStores } = await import('@haat/catalog');
    const filter = { city: 'Pune', activeOnly: true, search };
    await (listStores as (db: unknown, filter: unknown) => Promise<unknown>)(db, { ...filter, limit: 100 });
    await (countStores as (db: unknown, filter: unknown) => Promise<unknown>)(db, filter);
    return captured;
  } catch (err) {
    console.warn(`could not capture the store list queries: ${String(err)}`);
    return [];
  } finally {
    await db.destroy();
  }
}
