import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRedis } from '../jobs/index.ts';

/**
 * Postgres, Redis and NATS servers of a test's own, on ports of their own, that it may stop and
 * start at will: the machine's shared servers are never disturbed. Each needs its binaries on this machine.
 */
export type ThrowawayServer = {
  /** Postgres: the server's root (append `/<database>`); Redis and NATS: the client URL. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
};

/** Which ports a server may take: the first one free is used. */
export type ThrowawayPorts = { ports?: readonly number[] };

/** The fault tests' ports: far from the shared servers', one each for tests running side by side. */
const portsFrom = (first: number) => Array.from({ length: 10 }, (_, i) => first + i);
const POSTGRES_PORTS = portsFrom(5440);
const REDIS_PORTS = portsFrom(6390);
const NATS_PORTS = portsFrom(4230);

/**
 * A Postgres cluster in a temporary folder (trust auth, user postgres). initdb refuses to run as
 * root, so as root the cluster belongs to, and runs as, the `postgres` user.
 */
export async function startThrowawayPostgres({ ports = POSTGRES_PORTS }: ThrowawayPorts = {}): Promise<ThrowawayServer> {
  return onFreePort('Postgres', ports, postgresOn);
}

/**
 * A redis-server keeping nothing on disk, as in production: a restart comes back empty. `args` adds
 * settings (an eviction policy, a renamed command) to try the services against other servers.
 */
export async function startThrowawayRedis({ ports = REDIS_PORTS, args = [] }: ThrowawayPorts & { args?: readonly string[] } = {}): Promise<ThrowawayServer> {
  return onFreePort('redis-server', ports, (port) => redisOn(port, args));
}

/** What a throwaway nats-server runs with instead of the plain one: its config, and files beside it (an included one). */
export type NatsServerSetup = { config: (where: { listen: string; storeDir: string }) => string; files?: Record<string, string> };

/**
 * A nats-server with JetStream storing in a temporary folder that outlives a stop, as a restart
 * keeps its disk; `setup` gives it another configuration (deploy's, with users and permissions).
 */
export async function startThrowawayNats({ ports = NATS_PORTS, setup }: ThrowawayPorts & { setup?: NatsServerSetup } = {}): Promise<ThrowawayServer> {
  return onFreePort('nats-server', ports, (port) => natsOn(port, setup));
}

/** Starts a server on the first port of `ports` that is free (another run may hold some). */
async function onFreePort(what: string, ports: readonly number[], create: (port: number) => ThrowawayServer): Promise<ThrowawayServer> {
  const failures: string[] = [];
  for (const port of ports) {
    if (await portAnswers(port)) {
      failures.push(`${port}: in use`);
      continue;
    }
    try {
      return await startOrDestroy(create(port));
    } catch (err) {
      failures.push(`${port}: ${(err as Error).message}`); // taken between the check and the start
    }
  }
  throw new Error(`could not start a throwaway ${what} on any of ports ${ports.join(', ')}\n${failures.join('\n')}`);
}

/** Starts `server`, or deletes whatever it left behind and gives the reason. */
async function startOrDestroy(server: ThrowawayServer): Promise<ThrowawayServer> {
  try {
    await server.start();
  } catch (err) {
    await server.destroy();
    throw err;
  }
  return server;
}

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

type ChildServer = {
  port: number;
  url: string;
  command: string;
  args: string[];
  /** True once the server takes clients. */
  answers: () => Promise<boolean>;
  /** How `stop` ends it: SIGKILL for a crash, SIGTERM for an orderly restart. */
  stopSignal: NodeJS.Signals;
  /** Its files, deleted by `destroy`. */
  dir?: string;
};

/** A server that runs as a child of the test process. */
function childServer({ port, url, command, args, answers, stopSignal, dir }: ChildServer): ThrowawayServer {
  const what = `${path.basename(command)} on port ${port}`;
  let child: ChildProcess | null = null;
  const server: ThrowawayServer = {
    url,
    async start() {
      if (await portAnswers(port)) throw new Error(`port ${port} is already in use (a throwaway server of an earlier run?)`);
      const running = spawn(command, args, { stdio: 'ignore' });
      child = running;
      // A test that times out never reaches its clean-up: the server must not outlive the test process.
      const killOnExit = () => running.kill('SIGKILL');
      process.once('exit', killOnExit);
      running.once('exit', () => process.off('exit', killOnExit));
      const exited = once(running, 'exit').then(([code]) => {
        throw new Error(`${what} exited (${String(code)})`);
      });
      exited.catch(() => {});
      await Promise.race([waitUntil(`${what} answering`, answers), exited]);
    },
    async stop() {
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill(stopSignal);
      await exit;
      child = null;
    },
    async destroy() {
      await server.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

function redisOn(port: number, extraArgs: readonly string[]): ThrowawayServer {
  const url = `redis://127.0.0.1:${port}`;
  return childServer({
    port,
    url,
    command: process.env['REDIS_SERVER'] ?? 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning', ...extraArgs],
    answers: () => Promise.race([redisAnswers(url), sleep(1000, false)]),
    stopSignal: 'SIGKILL', // every key is gone, as after a crash
  });
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = createRedis(url, { failFast: true });
  probe.on('error', () => {});
  try {
    await once(probe, 'ready');
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function natsOn(port: number, setup?: NatsServerSetup): ThrowawayServer {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-nats-'));
  const config = path.join(dir, 'nats.conf');
  const listen = `127.0.0.1:${port}`;
  const storeDir = path.join(dir, 'js');
  writeFileSync(config, setup ? setup.config({ listen, storeDir }) : `listen: ${listen}\njetstream { store_dir: "${storeDir}" }\n`);
  for (const [file, text] of Object.entries(setup?.files ?? {})) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return childServer({
    port,
    url: `nats://127.0.0.1:${port}`,
    command: process.env['NATS_SERVER'] ?? 'nats-server',
    args: ['-c', config],
    answers: () => portAnswers(port),
    // SIGTERM: the server closes every client at once. (A kill -9 is only safe with
    // sync_interval: always, as deploy/nats.conf sets; the nats-server here may predate it.)
    stopSignal: 'SIGTERM',
    dir,
  });
}

function postgresBin(): string {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).toSorted((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('Postgres binaries not found: set PG_BIN to the folder holding initdb and pg_ctl');
  return path.join(root, version, 'bin');
}

function postgresOn(port: number): ThrowawayServer {
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
  return server;
}
