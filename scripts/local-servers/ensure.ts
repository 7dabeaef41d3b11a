import { connect } from 'node:net';
import path from 'node:path';
import { containerName, dockerAvailable, startInDocker } from './docker.ts';
import { startEmbeddedPostgresProcess } from './embedded-postgres-process.ts';
import { DEFAULT_URLS, NAMES, missingServersText, planLocalServers, type BackingServer } from './plan.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEFAULT_PORTS = { postgres: 5432, redis: 6379, nats: 4222 } as const;

/** Thrown with the paragraph to print when Redis or NATS is missing and cannot be started here. */
export class MissingServersError extends Error {}

/** Whether something accepts a TCP connection at the URL's host and port. */
export function answers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  const fallback = protocol.startsWith('postgres') ? DEFAULT_PORTS.postgres : protocol.startsWith('redis') ? DEFAULT_PORTS.redis : DEFAULT_PORTS.nats;
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) || fallback, timeout: timeoutMs });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function waitUntilAnswering(url: string, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await answers(url, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export type LocalServers = {
  /** What the apps and the test suites must be given: the embedded Postgres' URLs when it runs. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * Makes PostgreSQL, Redis and NATS answer before `npm start` or `npm test` goes on (issue 37).
 * `env` is where the user's settings are read (DATABASE_URL, TEST_DATABASE_ROOT, REDIS_URL,
 * NATS_URL); `dataDir` keeps an embedded Postgres' data (`.haat/postgres`).
 */
export async function ensureLocalServers({ env = process.env, dataDir = path.join(ROOT, '.haat/postgres'), log = () => {} }: {
  env?: NodeJS.ProcessEnv; dataDir?: string; log?: (line: string) => void;
} = {}): Promise<LocalServers> {
  const urls: Record<BackingServer, string> = { redis: env['REDIS_URL'] || DEFAULT_URLS.redis, nats: env['NATS_URL'] || DEFAULT_URLS.nats };
  // A server the user named (DATABASE_URL for the apps, TEST_DATABASE_ROOT for the tests) is used as
  // it is; `embedded` asks for the embedded one even when 5432 answers.
  const databaseUrl = env['DATABASE_URL'] || env['TEST_DATABASE_ROOT'] || undefined;
  const [postgres, redis, nats] = await Promise.all([databaseUrl ? true : answers(DEFAULT_URLS.postgres), answers(urls.redis), answers(urls.nats)]);
  const plan = planLocalServers({ databaseUrl, urls, answering: { postgres, redis, nats }, docker: (!redis || !nats) && dockerAvailable() });
  const missing = missingServersText(plan, urls);
  if (missing) throw new MissingServersError(missing);

  for (const server of ['redis', 'nats'] as const) {
    if (plan[server] !== 'docker') continue;
    const port = Number(new URL(urls[server]).port) || DEFAULT_PORTS[server];
    log(`${NAMES[server]} did not answer at ${urls[server]}: ${startInDocker(server, port)}`);
    if (!(await waitUntilAnswering(urls[server], 60))) {
      throw new MissingServersError(`${NAMES[server]} was started in Docker but does not answer at ${urls[server]} after a minute: docker logs ${containerName(server, port)} says why.`);
    }
  }
  if (plan.postgres === 'use') return { env: {}, stop: async () => {} };

  const pg = await startEmbeddedPostgresProcess({ dataDir, log });
  log(`PostgreSQL: ${databaseUrl === 'embedded' ? 'embedded (DATABASE_URL=embedded)' : 'none answered, so an embedded one'} runs on ${pg.rootUrl.replace(/:[^:@/]+@/, '@')}, data in ${path.relative(ROOT, dataDir) || dataDir}`);
  return { env: { DATABASE_URL: `${pg.rootUrl}/haat`, TEST_DATABASE_ROOT: pg.rootUrl }, stop: pg.stop };
}

/**
 * ensureLocalServers for a command's start: the servers' env goes into process.env (the apps and
 * suites inherit it); what is missing is printed as its paragraph, never a stack trace, and ends the
 * command with exit 1.
 */
export async function ensureLocalServersOrExit(): Promise<LocalServers> {
  try {
    const servers = await ensureLocalServers({ log: (line) => console.log(`  ${line}`) });
    Object.assign(process.env, servers.env);
    return servers;
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
