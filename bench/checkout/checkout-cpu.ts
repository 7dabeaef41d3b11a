import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks a second, the unit of /proc/<pid>/stat's utime and stime. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

type ProcessTicks = Map<number, { group: string; ticks: number }>;
const POSTGRES = 'postgres';

/** comm, ppid and utime + stime of a process, or null once it is gone. */
function statOf(pid: number): { comm: string; ppid: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces; the fields after it are space separated.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // After comm: state(0) ppid(1) … utime(11) stime(12).
    return { comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const cmdlineOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * Which process group a pid belongs to: the stack's own Node processes (children of this bench,
 * told apart by their entry file), and Postgres, NATS and Redis by their command name.
 */
function groupOf(pid: number, stat: { comm: string; ppid: number }): string | null {
  if (stat.ppid === process.pid) {
    const entry = /(?:services\/(\w+)|(gateway))\/src\/main\.ts/.exec(cmdlineOf(pid));
    return entry ? (entry[1] ?? entry[2]!) : null;
  }
  if (stat.comm === 'postgres') return POSTGRES;
  if (stat.comm === 'nats-server') return 'nats-server';
  if (stat.comm === 'redis-server') return 'redis-server';
  return null;
}

/** utime + stime of every process of interest now. */
export function cpuTicks(): ProcessTicks {
  const out: ProcessTicks = new Map();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    const group = groupOf(pid, stat);
    if (group) out.set(pid, { group, ticks: stat.ticks });
  }
  return out;
}

/**
 * CPU milliseconds per order of each group between two snapshots. Postgres is split into the
 * backends serving this run's database (`ownBackends`, from pg_stat_activity) and all its other
 * processes (WAL writer, checkpointer, other databases' backends). A process started in between
 * counts from 0; one that exited in between is lost (the stack's pools keep their connections, so
 * few do). Postgres, NATS and Redis are shared with whatever else runs on this machine.
 */
export function cpuMsPerOrder(before: ProcessTicks, after: ProcessTicks, { orders, ownBackends }: { orders: number; ownBackends: ReadonlySet<number> }): [group: string, msPerOrder: number, totalMs: number][] {
  const totals = new Map<string, number>();
  for (const [pid, { group, ticks }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    const named = group !== POSTGRES ? group : ownBackends.has(pid) ? 'postgres: this run\'s backends' : 'postgres: other processes';
    totals.set(named, (totals.get(named) ?? 0) + spent);
  }
  return [...totals]
    .map(([group, ticks]): [string, number, number] => {
      const ms = (ticks * 1000) / TICKS_PER_SECOND;
      return [group, orders > 0 ? Math.round((ms / orders) * 100) / 100 : 0, Math.round(ms)];
    })
    .toSorted((a, b) => b[2] - a[2]);
}
