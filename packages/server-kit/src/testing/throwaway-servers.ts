import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Postgres and NATS servers of a test's own, on ports of their own, that it may stop and start at
 * will: the machine's shared servers are never disturbed. Each needs its binaries on this machine.
 */
export type ThrowawayServer = {
  /** Postgres: the server's root (append `/<database>`); NATS: the client URL. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
};

async function portAnswers(port: number): Promise<boolean> {
  const socket = connect({ port, host: '127.0.0.1' });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) if (await check()) return;
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** The fault tests' ports: far from the shared servers', one each for tests running side by side. */
const POSTGRES_PORTS = Array.from({ length: 10 }, (_, i) => 5440 + i);
const NATS_PORTS = Array.from({ length: 10 }, (_, i) => 4230 + i);

/** Starts the server on the first port of `ports` that is free (another run may hold some). */
async function onFreePort(what: string, ports: readonly number[], start: (port: number) => Promise<ThrowawayServer>): Promise<ThrowawayServer> {
  const failures: string[] = [];
  for (const port of ports) {
    if (await portAnswers(port)) continue;
    try {
      return await start(port);
    } catch (err) {
      failures.push(`${port}: ${(err as Error).message}`); // taken between the check and the start
    }
  }
  throw new Error(`could not start a throwaway ${what} on any of ports ${ports.join(', ')}\n${failures.join('\n')}`);
}

function postgresBin(): string {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).toSorted((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('Postgres binaries not found: set PG_BIN to the folder holding initdb and pg_ctl');
  return path.join(root, version, 'bin');
}

/**
 * A Postgres cluster in a temporary folder (trust auth, user postgres). initdb refuses to run as
 * root, so as root the cluster belongs to, and runs as, the `postgres` user.
 */
export async function startThrowawayPostgres({ ports = POSTGRES_PORTS }: { ports?: readonly number[] } = {}): Promise<ThrowawayServer> {
  return onFreePort('Postgres', ports, (port) => postgresOn(port));
}

async function postgresOn(port: number): Promise<ThrowawayServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args];
    execFileSync(command[0]!, command.slice(1), { stdio: 'ignore', timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;
  const server: ThrowawayServer = {
    url: `postgres://postgres@127.0.0.1:${port}`,
    async start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      // Fast shutdown: open sessions are ended (57P01) as in a real restart.
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await server.stop().catch(() => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (err) {
    await server.destroy();
    throw err;
  }
  return server;
}

/** A nats-server with JetStream storing in a temporary folder that outlives a stop, as a restart keeps its disk. */
export async function startThrowawayNats({ ports = NATS_PORTS }: { ports?: readonly number[] } = {}): Promise<ThrowawayServer> {
  return onFreePort('nats-server', ports, (port) => natsOn(port));
}

async function natsOn(port: number): Promise<ThrowawayServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-nats-'));
  const config = path.join(dir, 'nats.conf');
  writeFileSync(config, `listen: 127.0.0.1:${port}\njetstream { store_dir: "${path.join(dir, 'js')}" }\n`);
  let child: ChildProcess | null = null;
  const server: ThrowawayServer = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn(process.env['NATS_SERVER'] ?? 'nats-server', ['-c', config], { stdio: 'ignore' });
      const exited = once(child, 'exit').then(([code]) => {
        throw new Error(`nats-server exited (${String(code)})`);
      });
      await Promise.race([waitUntil(`nats-server on port ${port} answering`, () => portAnswers(port)), exited]);
      exited.catch(() => {});
    },
    async stop() {
      // SIGTERM: the server closes every client at once. (A kill -9 is only safe with
      // sync_interval: always, as deploy/nats.conf sets; the nats-server here may predate it.)
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      await exit;
      child = null;
    },
    async destroy() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (err) {
    await server.destroy();
    throw err;
  }
  return server;
}
