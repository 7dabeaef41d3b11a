import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { services } from '@haat/contracts';
import { withLocalSecrets } from '@haat/server-kit';

const ROOT = path.resolve(import.meta.dirname, '..');

type StackOptions = {
  /** Environment for every process (database, prefix, limits…); the process env is the base. */
  env?: Record<string, string>;
  /** Gateway port (default 8080) and the base for service ports (identity = base + 1, …). */
  port?: number;
  servicePortBase?: number;
  /** Print each process's log lines (compact) to stdout. */
  log?: (line: string) => void;
};

export type Stack = { url: string; stop(): Promise<void> };

const SERVICE_ENV_NAMES: Record<(typeof services)[number], string> = {
  identity: 'IDENTITY_URL', catalog: 'CATALOG_URL', order: 'ORDER_URL', chat: 'CHAT_URL', notification: 'NOTIFICATION_URL', moderation: 'MODERATION_URL',
};

/** pino's own fields, left out of a compacted line. */
const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg']);

/**
 * Turns a pino JSON line into `name  level  message` for people, a warning or error with its other
 * fields (what failed, and where); other lines pass through.
 */
function compact(name: string, line: string): string {
  try {
    const entry = JSON.parse(line) as { level: number; msg: string; method?: string; path?: string; status?: number; ms?: number };
    const level = entry.level >= 50 ? 'ERROR' : entry.level >= 40 ? 'WARN ' : 'info ';
    // The gateway's access line (observability/request-log.ts) reads as one.
    const msg = entry.msg === 'request' && entry.method ? `${entry.method} ${entry.path} ${entry.status} ${entry.ms}ms` : entry.msg;
    const fields = entry.level >= 40 ? Object.fromEntries(Object.entries(entry).filter(([key]) => !PINO_FIELDS.has(key))) : {};
    return `${name.padEnd(12)} ${level} ${msg}${Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : ''}`;
  } catch {
    return `${name.padEnd(12)} ${line}`;
  }
}

/** One supervised process: a Node entry of this repository (run on Node 24) or another program (HAProxy). */
export type SupervisedApp = { name: string; entry?: string; command?: string; args?: string[]; env?: Record<string, string> };

/** The `*_URL` variables that tell the gateway where each service answers. */
export const serviceUrlEnv = (url: (name: (typeof services)[number], index: number) => string): Record<string, string> =>
  Object.fromEntries(services.map((name, i) => [SERVICE_ENV_NAMES[name], url(name, i)]));

/** The process env plus `env`, with the keys and OTP secret kept in .haat/secrets on this machine (made on first run). */
export const stackEnv = (env: Record<string, string>): Record<string, string> => withLocalSecrets({ ...process.env, ...env }) as Record<string, string>;

/**
 * Keeps `apps` running as child processes: a process that exits unexpectedly is restarted with a
 * growing pause, as a supervisor would. `stop()` sends SIGTERM and waits (SIGKILL after 12 s).
 */
export function superviseApps(apps: SupervisedApp[], { env, log = () => {} }: { env: Record<string, string>; log?: (line: string) => void }): { stop(): Promise<void> } {
  let stopping = false;
  const running = new Map<string, ChildProcess>();

  const launch = (app: SupervisedApp, restarts = 0) => {
    const [command, args] = app.command ? [app.command, app.args ?? []] : [process.execPath, [app.entry!, ...(app.args ?? [])]];
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...app.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.set(app.name, child);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(compact(app.name, line));
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.on('error', (err) => log(compact(app.name, `could not start: ${err.message}`)));
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      running.delete(app.name);
      if (stopping) return;
      // A process that stayed up a minute starts its restart count afresh.
      const count = Date.now() - startedAt > 60_000 ? 0 : restarts + 1;
      const pause = Math.min(30_000, 500 * 2 ** count);
      log(compact(app.name, `exited (${signal ?? code}); restarting in ${pause / 1000}s`));
      setTimeout(() => !stopping && launch(app, count), pause);
    });
  };
  for (const app of apps) launch(app);

  return {
    async stop() {
      stopping = true;
      const exits = [...running.values()].map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of running.values()) child.kill('SIGTERM');
      await Promise.race([Promise.all(exits), sleep(12_000)]);
      for (const child of running.values()) child.kill('SIGKILL');
    },
  };
}

/** Runs the six services and the gateway as supervised child processes on Node 24 (see superviseApps). */
export async function startStack({ env = {}, port = 8080, servicePortBase = 4100, log = () => {} }: StackOptions = {}): Promise<Stack> {
  const urls = serviceUrlEnv((_, i) => `http://127.0.0.1:${servicePortBase + i + 1}`);
  const baseEnv = stackEnv({ ...urls, ...env });
  const apps: SupervisedApp[] = [
    ...services.map((name, i) => ({ name, entry: `services/${name}/src/main.ts`, env: { PORT: String(servicePortBase + i + 1) } })),
    { name: 'gateway', entry: 'gateway/src/main.ts', env: { PORT: String(port) } },
  ];
  const supervisor = superviseApps(apps, { env: baseEnv, log });
  return { url: `http://127.0.0.1:${port}`, stop: () => supervisor.stop() };
}

/** Resolves once the gateway answers and every service's calls get through (demo data seeded). */
export async function waitUntilReady(url: string, { timeoutMs = 120_000, probe = '/api/cities?limit=1' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const paths = ['/api/ping', probe, '/api/auth/superadmin-setup', '/api/orders/myorders', '/api/notifications', '/api/chats', '/api/reports'];
  while (Date.now() < deadline) {
    const statuses = await Promise.all(paths.map((p) => fetch(url + p).then((r) => r.status).catch(() => 0)));
    // 401/501 prove the owner answered; 503 and 0 mean it is not up yet.
    if (statuses.every((s) => s !== 0 && s !== 502 && s !== 503 && s !== 504)) return;
    await sleep(500);
  }
  throw new Error(`The stack at ${url} was not ready within ${timeoutMs / 1000}s`);
}
