import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Client } from 'pg';

/**
 * CPU time each process of the stack spends per request, from /proc/<pid>/stat before and after a
 * run: on a shared machine latency says how busy the machine was, CPU per request says what our
 * code costs. With T ms of CPU per request over all processes, two cores answer at most 2000/T
 * requests/s, and 50 connections then wait at least 50/(2000/T) s each: p99 ≤ 25 ms needs T ≤ 1 ms.
 */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

export type Processes = { named: Map<string, number>; database: Client };
export type CpuSample = Map<string, number>;
export type CpuPerRequest = Record<string, number>;

/** The pid listening on each port (ss -ltnp), by the name given. */
export function processesOn(ports: Record<string, number>, database: Client): Processes {
  const lines = execFileSync('ss', ['-ltnpH']).toString().split('\n');
  const named = new Map<string, number>();
  for (const [name, port] of Object.entries(ports)) {
    const line = lines.find((l) => new RegExp(`127\\.0\\.0\\.1:${port}\\s`).test(l));
    const pid = line && /pid=(\d+)/.exec(line)?.[1];
    if (pid) named.set(name, Number(pid));
  }
  return { named, database };
}

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

/** CPU ms so far of each named process, and of the Postgres backends serving this database (summed). */
export async function sampleCpu({ named, database }: Processes): Promise<CpuSample> {
  const sample: CpuSample = new Map();
  for (const [name, pid] of named) sample.set(name, ticksOf(pid) * TICK_MS);
  const { rows } = await database.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  for (const { pid } of rows) sample.set(`pg:${pid}`, ticksOf(pid) * TICK_MS);
  return sample;
}

/** CPU ms by process between two samples, Postgres backends summed as 'postgres'. */
export function cpuSpent(before: CpuSample, after: CpuSample): CpuPerRequest {
  const out: CpuPerRequest = {};
  for (const [key, ms] of after) {
    const name = key.startsWith('pg:') ? 'postgres' : key;
    out[name] = (out[name] ?? 0) + (ms - (before.get(key) ?? 0));
  }
  return out;
}

/**
 * CPU ms per request between two samples, less what the processes spend with no requests at all
 * (`idlePerSecond`: pollers, heartbeats) over the run's `seconds`.
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number, { idlePerSecond = {}, seconds = 0 }: { idlePerSecond?: CpuPerRequest; seconds?: number } = {}): CpuPerRequest {
  const out = cpuSpent(before, after);
  for (const name of Object.keys(out)) out[name] = Math.max(0, out[name]! - (idlePerSecond[name] ?? 0) * seconds);
  const round = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  const perRequest = Object.fromEntries(Object.entries(out).map(([name, ms]) => [name, round(ms)]));
  perRequest['total'] = Math.round(Object.values(perRequest).reduce((a, b) => a + b, 0) * 100) / 100;
  return perRequest;
}
