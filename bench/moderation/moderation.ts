import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { services } from '@haat/contracts';
import { dropTestWorld, testSecrets } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
// The service's own read functions, run once on our handle to record the statements each call sends.
import { auditOfItem, findReport, hasOpenReport, listAudit, listReports, reportsOnItem, reportStats } from '@haat/moderation';
import { api, autocannon, root, runLoadScript, startBenchStack, type Result } from '../common/stack-helpers.ts';
import type { ModerationLoadPlan } from './moderation-load.ts';
import { seedModerationBench, type ModerationSeed } from './moderation-seed.ts';
import { cpuPerRequest, cpuSpent, processesOn, sampleCpu as sampleLiveCpu, type CpuPerRequest, type CpuSample, type Processes } from '../common/process-cpu.ts';
import { captureStatements, explainStatement, type Statement, type StatementReport } from '../common/statement-plans.ts';

/**
 * `npm run bench:moderation` (issue 14): the admin team's queue at scale and the moderation paths.
 * 1. With 100,000 reports over ~20,000 items (one hot, real store with 500 open reports) and
 *    ~200,000 audit entries written straight into the moderation schema, the superadmin's calls at
 *    50 connections through the gateway: the queue (page 1, by reporters, Pending stores, a deep
 *    page), the stats, the hot store's report (which asks the catalog over NATS for the item) and
 *    the audit log of one item; with the CPU each request costs per process and each statement
 *    the calls send, alone in Postgres (mean, p99, EXPLAIN ANALYZE).
 * 2. Filing: POST /api/reports on one real store by a different buyer each request, then the same
 *    buyer again and again (409): throughput and CPU per report.
 * 3. An action's trip: hide_review on real reviews until the review has left the store's review
 *    list, close_store until the store's page is 404 (polled every 5 ms), one at a time.
 * Figures are printed and written to bench/results/moderation-latest.json, never asserted.
 * BENCH_SECONDS (default 10) per run; BENCH_REPORTS (100,000; items and audit entries follow),
 * BENCH_FILERS (buyers with a token for the filing run, 20,000) and BENCH_ACTIONS (50) shrink it.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const REPORTS = Number(process.env['BENCH_REPORTS'] ?? 100_000);
const HOT_OPEN = Math.min(500, Math.max(1, Math.floor(REPORTS / 10)));
const FILERS = Number(process.env['BENCH_FILERS'] ?? 20_000);
const ACTIONS = Number(process.env['BENCH_ACTIONS'] ?? 50);
const PORTS = { gateway: 8407, services: 5420 };
const PAGE_SIZE = 20;
const DEEP_PAGE = Math.min(200, Math.max(1, Math.floor(REPORTS / PAGE_SIZE / 2)));
const POLL_MS = 5;

type Row = Result & { note?: string; cpu?: CpuPerRequest };
type Reply = { status: number; rows?: number; total?: number };
type Trip = { action: string; count: number; answeredP50: number; answeredP99: number; goneP50: number; goneP99: number; goneMax: number; failures: string[] };
type Filing = { name: string; seconds: number; statuses: Record<string, number>; rps: number; perSecond: number; p50: number; p99: number; errors: number; cpu: CpuPerRequest; note: string };
type Explained = { endpoint: string; statements: StatementReport[]; error?: string };
type LoadResult = { duration: number; errors: number; timeouts: number; non2xx: number; statusCodeStats?: Record<string, { count: number }>; latency: { p50: number; p99: number }; requests: { average: number; total: number } };

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/**
 * process-cpu's sample, plus 'pg workers': the CPU of Postgres processes that ended, from the
 * postmaster's cutime + cstime. Parallel query workers live for one statement, so the sample of
 * the live backends (pg_stat_activity) almost never sees them; without this, statements that go
 * parallel (counts and scans of the whole table) would look cheaper than they are. It also counts
 * any other backend that ends meanwhile (another world's connections), hence its own column.
 */
async function sampleCpu(processes: Processes): Promise<CpuSample> {
  const sample = await sampleLiveCpu(processes);
  const postmaster = processes.named.get('postmaster');
  sample.delete('postmaster');
  if (postmaster) {
    try {
      const stat = readFileSync(`/proc/${postmaster}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sample.set('pg workers', (Number(fields[13]) + Number(fields[14])) * TICK_MS); // cutime, cstime
    } catch {
      // not readable: the column stays empty
    }
  }
  return sample;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

function endpoints(seed: ModerationSeed) {
  return [
    { name: 'GET /api/reports (page 1)', path: '/api/reports' },
    { name: 'GET /api/reports?sort=reporters', path: '/api/reports?sort=reporters' },
    { name: 'GET /api/reports?status=Pending&type=store', path: '/api/reports?status=Pending&type=store' },
    { name: `GET /api/reports?page=${DEEP_PAGE} (deep)`, path: `/api/reports?page=${DEEP_PAGE}` },
    { name: 'GET /api/reports/stats', path: '/api/reports/stats' },
    { name: 'GET /api/reports/:id (hot store, asks catalog)', path: `/api/reports/${seed.hotReportId}` },
    { name: 'GET /api/moderation/audit?targetId=<hot store>', path: `/api/moderation/audit?targetId=${seed.hotStoreId}` },
    { name: 'GET /api/moderation/audit?targetType=store&targetId=<hot>', path: `/api/moderation/audit?targetType=store&targetId=${seed.hotStoreId}` },
    { name: 'GET /api/moderation/audit (everything, page 1)', path: '/api/moderation/audit' },
  ];
}

async function probe(base: string, p: string, token: string): Promise<Reply> {
  const res = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => ({}))) as { data?: unknown; pagination?: { totalCount?: number } };
  const data = body.data as { otherReports?: unknown[] } | unknown[] | undefined;
  const rows = Array.isArray(data) ? data.length : Array.isArray(data?.otherReports) ? data.otherReports.length + 1 : undefined;
  return { status: res.status, rows, total: body.pagination?.totalCount };
}

/** One autocannon run with the CPU each process of the stack spent per request during it (less the idle stack). */
async function measured(processes: Processes, idlePerSecond: CpuPerRequest, name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const before = await sampleCpu(processes);
  const started = performance.now();
  const result = await autocannon(name, url, { connections: CONNECTIONS, duration: DURATION, headers });
  const seconds = (performance.now() - started) / 1000;
  return { ...result, cpu: cpuPerRequest(before, await sampleCpu(processes), result.rps * DURATION, { idlePerSecond, seconds }) };
}

const runLoad = (plan: ModerationLoadPlan) => runLoadScript<LoadResult>('moderation/moderation-load.ts', plan);

/** A filing run: the CPU is per report filed (201) for the many-buyers run, per answer for the 409 run. */
async function filingRun(base: string, processes: Processes, idlePerSecond: CpuPerRequest, { name, tokens, body, per }: { name: string; tokens: string[]; body: unknown; per: '201' | 'all' }): Promise<Filing> {
  const before = await sampleCpu(processes);
  const started = performance.now();
  const load = await runLoad({ url: base, path: '/api/reports', connections: CONNECTIONS, duration: DURATION, body, tokens });
  const seconds = (performance.now() - started) / 1000;
  const statuses = Object.fromEntries(Object.entries(load.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  const created = statuses['201'] ?? 0;
  const count = per === '201' ? created : load.requests.total;
  return {
    name, seconds: round(seconds), statuses, rps: Math.round(load.requests.average), perSecond: round(created / load.duration),
    p50: load.latency.p50, p99: load.latency.p99, errors: load.errors + load.timeouts,
    cpu: cpuPerRequest(before, await sampleCpu(processes), count, { idlePerSecond, seconds }),
    note: per === '201' ? `CPU per report filed (${created} filed by ${Math.min(tokens.length, load.requests.total)} buyers)` : 'CPU per answer',
  };
}

/** Sends the action, then polls `gone` every 5 ms: how long until the owner has applied it where buyers look. */
async function trips(action: string, targets: string[], send: (id: string) => Promise<unknown>, gone: (id: string) => Promise<boolean>): Promise<Trip> {
  const answered: number[] = [];
  const applied: number[] = [];
  const failures: string[] = [];
  for (const id of targets) {
    if (await gone(id)) {
      failures.push(`${action} ${id}: not there for buyers before the action`);
      continue;
    }
    const started = performance.now();
    try {
      await send(id);
    } catch (err) {
      failures.push(String(err));
      continue;
    }
    answered.push(performance.now() - started);
    for (;;) {
      if (await gone(id)) {
        applied.push(performance.now() - started);
        break;
      }
      if (performance.now() - started > 15_000) {
        failures.push(`${action} ${id}: not applied after 15 s`);
        break;
      }
      await sleep(POLL_MS);
    }
  }
  const a = answered.toSorted((x, y) => x - y);
  const g = applied.toSorted((x, y) => x - y);
  return {
    action, count: g.length, answeredP50: round(percentile(a, 50)), answeredP99: round(percentile(a, 99)),
    goneP50: round(percentile(g, 50)), goneP99: round(percentile(g, 99)), goneMax: round(g.at(-1) ?? 0), failures,
  };
}

/** Times one statement alone; slow ones get fewer runs so the report ends in reasonable time. */
async function explained(client: Client, statement: Statement): Promise<StatementReport> {
  await client.query('SET search_path = moderation');
  const started = performance.now();
  await client.query(statement.text, statement.values);
  const ms = performance.now() - started;
  return explainStatement(client, 'moderation', statement, ms > 200 ? 5 : ms > 20 ? 20 : 100);
}

type Capture = { endpoint: string; task: (db: any) => Promise<unknown> };

/** The queue's calls as the seeded world has them (taken before the filing run adds its reports). */
function queueCaptures(seed: ModerationSeed): Capture[] {
  const page = { limit: PAGE_SIZE, offset: 0 };
  return [
    { endpoint: 'GET /api/reports (page 1)', task: (db) => listReports(db, {}, 'newest', page) },
    { endpoint: 'GET /api/reports?sort=reporters', task: (db) => listReports(db, {}, 'reporters', page) },
    { endpoint: 'GET /api/reports?status=Pending&type=store', task: (db) => listReports(db, { status: 'Pending', type: 'store' }, 'newest', page) },
    { endpoint: `GET /api/reports?page=${DEEP_PAGE}`, task: (db) => listReports(db, {}, 'newest', { limit: PAGE_SIZE, offset: (DEEP_PAGE - 1) * PAGE_SIZE }) },
    { endpoint: 'GET /api/reports/stats', task: (db) => reportStats(db) },
    {
      endpoint: 'GET /api/reports/:id (hot store; the catalog RPC aside)',
      task: async (db) => {
        await findReport(db, seed.hotReportId);
        await reportsOnItem(db, 'store', seed.hotStoreId);
        return auditOfItem(db, 'store', seed.hotStoreId);
      },
    },
    { endpoint: 'GET /api/moderation/audit?targetId=<hot>', task: (db) => listAudit(db, { targetId: seed.hotStoreId }, { limit: 50, offset: 0 }) },
    { endpoint: 'GET /api/moderation/audit?targetType=store&targetId=<hot>', task: (db) => listAudit(db, { targetType: 'store', targetId: seed.hotStoreId }, { limit: 50, offset: 0 }) },
    { endpoint: 'GET /api/moderation/audit (everything, page 1)', task: (db) => listAudit(db, {}, { limit: 50, offset: 0 }) },
  ];
}

/** Filing's reads after the run, on the filing store's open reports: the already-reported check and the reply's row. */
const filingCapture = (seed: ModerationSeed, filer: { id: string; filedId: string | undefined }): Capture => ({
  endpoint: 'POST /api/reports (after the filing run: the already-reported check, the reply\'s row)',
  task: async (db) => {
    await hasOpenReport(db, filer.id, 'store', seed.fileStoreId);
    return filer.filedId ? findReport(db, filer.filedId) : undefined;
  },
});

async function explainCaptures(client: Client, databaseUrl: string, list: Capture[], into: Explained[]): Promise<void> {
  for (const { endpoint, task } of list) {
    try {
      const reports: StatementReport[] = [];
      for (const statement of await captureStatements(databaseUrl, 'moderation', task)) reports.push(await explained(client, statement));
      into.push({ endpoint, statements: reports });
    } catch (err) {
      into.push({ endpoint, statements: [], error: String(err) });
    }
  }
}

/**
 * Waits until no statement of this world is running, nor autovacuum on it: a slow call leaves
 * queries behind when its run ends (the service finishes what it was sent), which would load the
 * next run. Returns the seconds waited.
 */
async function settle(client: Client): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 300_000) {
    const { rows } = await client.query<{ n: string }>(`
      SELECT count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND (state = 'active' OR backend_type = 'autovacuum worker')`);
    if (Number(rows[0]!.n) === 0) break;
    await sleep(250);
  }
  return round((performance.now() - started) / 1000);
}

const { prefix, databaseUrl, stack } = await startBenchStack('benchmod', {
  gateway: PORTS.gateway, services: PORTS.services,
  // The stack signs and checks tokens with the testing keys, so the seed can sign buyers' tokens itself.
  env: { JWT_PRIVATE_KEY: testSecrets.JWT_PRIVATE_KEY, JWT_PUBLIC_KEY: testSecrets.JWT_PUBLIC_KEY },
});
const client = new Client({ connectionString: databaseUrl });
const rows: Row[] = [];
const filings: Filing[] = [];
const actionTrips: Trip[] = [];
const database: Explained[] = [];
let seed: ModerationSeed | undefined;
let idle: CpuPerRequest = {};
let filed = { before: 0, after: 0, distinctReporters: 0 };
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log(`seeding: ${REPORTS} reports (${HOT_OPEN} open on the hot store), ~${2 * REPORTS} audit entries, ${FILERS} buyers, ${ACTIONS} reviews and ${ACTIONS} stores to act on…`);
  seed = await seedModerationBench(stack.url, client, { run: prefix, reports: REPORTS, hotOpen: HOT_OPEN, filers: FILERS, actions: ACTIONS });
  console.log(`seeded ${seed.reports} reports over ${seed.items} items and ${seed.auditEntries} audit entries in ${seed.seconds}s`);
  const auth = { authorization: `Bearer ${seed.adminToken}` };

  const ports = { gateway: PORTS.gateway, ...Object.fromEntries(services.map((name, i) => [name, PORTS.services + i + 1])), 'nats-server': 4222, redis: 6379, postmaster: 5432 };
  const processes = processesOn(ports, client);
  // What the stack spends with no requests (pollers, heartbeats; NATS and Redis also serve other worlds), taken off each
  // run; measured once autovacuum is done with the seed (its workers' CPU lands in 'pg workers').
  await sleep(2000);
  await settle(client);
  const idleStart = await sampleCpu(processes);
  await sleep(5000);
  idle = Object.fromEntries(Object.entries(cpuSpent(idleStart, await sampleCpu(processes))).map(([name, ms]) => [name, ms / 5]));

  // 1. The queue.
  rows.push(await measured(processes, idle, 'gateway GET /api/ping (reference)', `${stack.url}/api/ping`, {}));
  rows.push(await measured(processes, idle, 'gateway → notification unread-count (reference)', `${stack.url}/api/notifications/unread-count`, auth));
  for (const endpoint of endpoints(seed)) {
    const reply = await probe(stack.url, endpoint.path, seed.adminToken);
    if (reply.status !== 200) {
      rows.push({ name: endpoint.name, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, note: `skipped: answers ${reply.status}` });
      continue;
    }
    console.log(`  ${endpoint.name}…`);
    const result = await measured(processes, idle, endpoint.name, stack.url + endpoint.path, auth);
    const backlog = await settle(client);
    const shows = reply.rows === undefined ? undefined : `${reply.rows} rows${reply.total === undefined ? '' : ` of ${reply.total}`}`;
    rows.push({ ...result, note: [shows, backlog >= 1 ? `statements still running ${backlog}s after the run ended` : undefined].filter(Boolean).join('; ') || undefined });
  }
  // The statements of each call, alone in Postgres, on the world as seeded.
  await explainCaptures(client, databaseUrl, queueCaptures(seed), database);

  // 2. Filing: the first buyer files once through the API (the 409 run repeats it), then everyone else.
  const body = { reportType: 'store', reportedItem: seed.fileStoreId, reason: 'Fraudulent business', description: 'Took payment by UPI and never delivered.' };
  const first = await api<{ data: { id: string; reporter: { id: string } } }>(stack.url, 'POST', '/api/reports', body, seed.filerTokens[0]);
  filings.push(await filingRun(stack.url, processes, idle, { name: 'POST /api/reports (a different buyer each, one store)', tokens: seed.filerTokens.slice(1), body, per: '201' }));
  filings.push(await filingRun(stack.url, processes, idle, { name: 'POST /api/reports (the same buyer again: 409)', tokens: [seed.filerTokens[0]!], body, per: 'all' }));
  const counted = await client.query<{ n: string; reporters: string }>(
    `SELECT count(*) AS n, count(DISTINCT reporter_id) AS reporters FROM moderation.reports WHERE item_id = $1 AND status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`, [seed.fileStoreId]);
  filed = { before: 1, after: Number(counted.rows[0]!.n), distinctReporters: Number(counted.rows[0]!.reporters) };
  const newest = await client.query<{ id: string }>(`SELECT id FROM moderation.reports WHERE item_id = $1 ORDER BY created_at DESC LIMIT 1`, [seed.fileStoreId]);

  await explainCaptures(client, databaseUrl, [filingCapture(seed, { id: first.data.reporter.id, filedId: newest.rows[0]?.id })], database);

  // 3. Actions, one at a time, until buyers see them applied.
  const act = (action: string) => (targetId: string) => api(stack.url, 'POST', '/api/moderation/actions', { action, targetId, reason: 'Against the marketplace rules (bench)' }, seed!.adminToken);
  const reviewStoreId = seed.reviewStoreId;
  console.log(`actions: hide_review on ${seed.reviewIds.length} reviews, close_store on ${seed.closeStoreIds.length} stores…`);
  actionTrips.push(await trips('hide_review → gone from GET /api/stores/:id/reviews', seed.reviewIds, act('hide_review'), async (id) => {
    const res = await fetch(`${stack.url}/api/stores/${reviewStoreId}/reviews?limit=100`);
    const list = (await res.json()) as { data?: { id: string }[] };
    return res.ok && Array.isArray(list.data) && !list.data.some((review) => review.id === id);
  }));
  actionTrips.push(await trips('close_store → GET /api/stores/:id is 404', seed.closeStoreIds, act('close_store'), async (id) => {
    const res = await fetch(`${stack.url}/api/stores/${id}`);
    await res.body?.cancel();
    return res.status === 404;
  }));
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  await dropTestWorld(prefix);
}

// ---- the report ----
// Plan lines cut at 240 characters (a filter on 200 report ids fills a screen); the JSON keeps them whole.
const cut = (line: string) => (line.length > 240 ? `${line.slice(0, 240)}…` : line);
const ORDER = ['gateway', 'moderation', 'catalog', 'identity', 'postgres', 'pg workers', 'nats-server', 'redis'];
const cpuNames = (cpu: CpuPerRequest[]) => ORDER.filter((n) => cpu.some((c) => (c[n] ?? 0) >= 0.05));

for (const { endpoint, statements, error } of database) {
  console.log(`\n══ ${endpoint}${error ? ` — could not capture: ${error}` : ''}: ${statements.map((st) => `${st.mean}/${st.p99} ms`).join(' + ')} (mean/p99 per statement, one connection, alone)`);
  for (const st of statements) console.log(`── ${cut(st.text)}\n${st.plan.split('\n').map(cut).join('\n')}`);
}
console.log('\nDatabase only (one connection, each statement alone), ms:');
for (const { endpoint, statements } of database) console.log(`  ${endpoint.padEnd(92)} ${statements.map((s) => `${s.mean}/${s.p99}`).join(' + ') || '-'}`);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each, through the gateway as the superadmin, on ${process.platform} with ${cpus().length} cores`);
console.log(`world: ${seed?.reports} reports over ${seed?.items} items (${seed?.hotOpen} open on the hot store), ${seed?.auditEntries} audit entries`);
console.log(`idle stack, CPU ms per second: ${Object.entries(idle).filter(([, ms]) => ms >= 0.5).map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ') || 'none'} (NATS and Redis are shared with whatever else runs on the machine)`);
const names = cpuNames(rows.flatMap((r) => (r.cpu ? [r.cpu] : [])));
console.log();
console.log('what'.padEnd(60), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' non2xx', ' errors', ' │ CPU ms/req:', ...names.map((n) => n.slice(0, 10).padStart(10)), 'total'.padStart(7));
for (const r of rows) {
  console.log(r.name.padEnd(60), String(r.rps).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), String(r.non2xx).padStart(7), String(r.errors).padStart(7), ' │            ',
    ...names.map((n) => String(r.cpu?.[n] ?? '-').padStart(10)), String(r.cpu?.['total'] ?? '-').padStart(7));
  if (r.note) console.log(`  ↳ ${r.note}`);
}

console.log(`\nfiling: ${CONNECTIONS} connections, ${DURATION}s each, JSON without images, through the gateway`);
const filingNames = cpuNames(filings.map((f) => f.cpu));
console.log('what'.padEnd(60), 'req/s'.padStart(7), '201/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' errors', ' │ CPU ms:', ...filingNames.map((n) => n.slice(0, 10).padStart(10)), 'total'.padStart(7));
for (const f of filings) {
  console.log(f.name.padEnd(60), String(f.rps).padStart(7), String(f.perSecond).padStart(7), String(f.p50).padStart(7), String(f.p99).padStart(7), String(f.errors).padStart(7), ' │        ',
    ...filingNames.map((n) => String(f.cpu[n] ?? '-').padStart(10)), String(f.cpu['total'] ?? '-').padStart(7));
  console.log(`  ↳ answers ${Object.entries(f.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}; ${f.note}`);
}
const answered201 = filings[0]?.statuses['201'] ?? 0;
console.log(`  open reports on the filing store afterwards: ${filed.after} from ${filed.distinctReporters} distinct buyers `
  + `(1 filed before the run + ${answered201} answered 201 + ${filed.after - 1 - answered201} written for requests still in flight when the run stopped)`);

console.log('\nactions, one at a time (POST answered → applied where buyers look, polled every 5 ms):');
for (const t of actionTrips) {
  console.log(`  ${t.action.padEnd(52)} ${t.count} applied; POST p50 ${t.answeredP50} / p99 ${t.answeredP99} ms; applied p50 ${t.goneP50} / p99 ${t.goneP99} / max ${t.goneMax} ms`);
  for (const failure of t.failures.slice(0, 5)) console.log(`    ! ${failure}`);
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/moderation-latest.json'), JSON.stringify({
  at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION,
  world: seed && { reports: seed.reports, items: seed.items, auditEntries: seed.auditEntries, hotOpen: seed.hotOpen, filers: seed.filerTokens.length, actions: ACTIONS, seedSeconds: seed.seconds },
  idleCpuPerSecond: idle, results: rows, filing: { runs: filings, openOnFilingStore: filed }, actions: actionTrips, database,
}, null, 2));
console.log('\nwritten to bench/results/moderation-latest.json');
process.exit(0);
