import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { cpus } from 'node:os';
import path from 'node:path';
import { newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { startStack } from '../../scripts/stack.ts';

/** What the benches share: child processes, autocannon runs, API calls and the result table. */
export const root = path.resolve(import.meta.dirname, '../..');

export type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** The folder the bench files are named from (startChild, runLoadScript). */
const benchDir = path.resolve(import.meta.dirname, '..');

/** Forks a bench server of bench/ (common/bare-server.ts, chat/socket-echo-server.ts) and resolves once it says it listens. */
export function startChild(file: string, env: Record<string, string>) {
  const child = fork(path.join(benchDir, file), { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise<typeof child>((resolve) => child.once('message', () => resolve(child)));
}

/**
 * One autocannon run, from its own process so the load generator does not share our event loop.
 * With `randomPages`, `{page}` in the URL becomes a random page from 1 to that number on every
 * request (bench/common/autocannon-random-page.ts).
 */
export function autocannon(name: string, url: string, { connections, duration, headers = {}, randomPages, rate }: {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  randomPages?: number;
  /** Requests a second over all connections (autocannon's -R); unset, as fast as answers come. */
  rate?: number;
}): Promise<Result> {
  const [command, args] = randomPages
    ? [process.execPath, [path.join(import.meta.dirname, 'autocannon-random-page.ts'), JSON.stringify({ url, connections, duration, pages: randomPages })]]
    : [path.join(root, 'node_modules/.bin/autocannon'), ['-j', '-c', String(connections), '-d', String(duration), ...(rate ? ['-R', String(rate)] : []), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      try {
        const r = JSON.parse(out);
        resolve({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
      } catch (err) {
        reject(err);
      }
    });
  });
}

export async function api<T>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The results as a table, with each run's throughput as a share of the bare figures. */
export function printResults(results: Result[], { connections, duration, bare, proxy }: { connections: number; duration: number; bare?: Result; proxy?: Result }): void {
  console.log(`\nautocannon: ${connections} connections, ${duration}s each, on ${process.platform} with ${cpus().length} cores\n`);
  console.log('what'.padEnd(70), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' ×bare', proxy ? ' ×proxy' : '', ' errors');
  for (const r of results) {
    const ratio = (base?: Result) => (base ? (r.rps / base.rps).toFixed(2) : '-');
    console.log(r.name.padEnd(70), String(r.rps).padStart(8), String(r.p50).padStart(7), String(r.p99).padStart(7), ratio(bare).padStart(6), proxy ? ratio(proxy).padStart(7) : '', String(r.errors + r.non2xx).padStart(7));
  }
}

/**
 * The whole marketplace in a world of its own (database, Redis keys, NATS stream) for one bench,
 * rate limits lifted and no demo data; the processes' error lines are printed.
 */
export async function startBenchStack(tag: string, { gateway, services, env = {} }: { gateway: number; services: number; env?: Record<string, string> }) {
  const prefix = newTestPrefix(tag);
  const databaseUrl = testDatabaseUrl(prefix);
  const stack = await startStack({
    port: gateway,
    servicePortBase: services,
    env: { HAAT_PREFIX: prefix, DATABASE_URL: databaseUrl, HAAT_DEMO_DATA: 'off', LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '100000000', RATE_LIMIT_AUTH_POINTS: '1000', ...env },
    log: (line) => {
      if (line.includes('ERROR')) console.error(line);
    },
  });
  return { prefix, databaseUrl, stack };
}

/**
 * A load script of bench/ (checkout/checkout-load.ts, moderation/moderation-load.ts) in its own process, handed its plan
 * as a JSON file, so the load generator does not share our event loop; resolves with the JSON it prints.
 */
export function runLoadScript<Reply>(script: string, plan: unknown): Promise<Reply> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-load-'));
  const file = path.join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(benchDir, script), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      try {
        resolve(JSON.parse(out) as Reply);
      } catch (err) {
        reject(err);
      }
    });
  });
}
