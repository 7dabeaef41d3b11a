import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestWorld, newTestPrefix } from '@haat/server-kit/testing';
import { ensureLocalServers, type LocalServers } from '../local-servers/ensure.ts';
import { startStack, waitUntilReady, type Stack } from '../stack.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const portIsFree = (port: number) => new Promise<boolean>((resolve) => {
  const server = createServer().once('error', () => resolve(false));
  server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
});

/** A gateway port and a base whose next six ports (the services') are all free. */
async function sparePorts(): Promise<{ port: number; servicePortBase: number }> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 9_000);
    const ports = Array.from({ length: 8 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return { port: base + 7, servicePortBase: base };
  }
}

/**
 * Issue 37: `DATABASE_URL=embedded` runs the marketplace on a PostgreSQL from the npm registry, even
 * on this machine where a server answers on 5432 (how CI proves the path a laptop without one takes).
 */
describe('the stack on an embedded PostgreSQL (DATABASE_URL=embedded)', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'haat-embedded-')), 'postgres');
  const prefix = newTestPrefix('embedded');
  let servers: LocalServers;
  let stack: Stack;

  beforeAll(async () => {
    servers = await ensureLocalServers({ env: { DATABASE_URL: 'embedded' }, dataDir });
    stack = await startStack({ ...(await sparePorts()), env: { ...servers.env, HAAT_PREFIX: prefix, HAAT_DEMO_DATA: 'on', LOG_LEVEL: 'warn' } });
    await waitUntilReady(stack.url);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await servers?.stop();
    await dropTestWorld(prefix);
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }, 60_000);

  it('starts a PostgreSQL of its own, not the one on 5432, with its data in the folder given', () => {
    expect(servers.env['DATABASE_URL']).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/haat$/);
    expect(servers.env['DATABASE_URL']).not.toContain(':5432/');
    expect(servers.env['TEST_DATABASE_ROOT']).toBe(servers.env['DATABASE_URL']!.replace(/\/haat$/, ''));
  });

  it('answers /api/ping and lists the demo stores of Pune', async () => {
    const ping = await fetch(`${stack.url}/api/ping`);
    expect(ping.status).toBe(200);
    expect(await ping.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    const stores = await fetch(`${stack.url}/api/stores?city=Pune`);
    expect(stores.status).toBe(200);
    const names = ((await stores.json()) as { data: { name: string }[] }).data.map((store) => store.name);
    expect(names).toContain('Sharma Kirana Store');
  });
});

describe('npm start on a machine without Redis and without Docker', () => {
  it('prints what is missing and how to install it, never a stack trace, and exits 1', async () => {
    const { port } = await sparePorts();
    // Only Node on the PATH: no docker command to find.
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: path.dirname(process.execPath), HOME: process.env['HOME'] ?? tmpdir(), REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Haat needs Redis (redis://127.0.0.1:${port}): nothing answers there, and Docker is not available to start it for you.`);
    expect(result.stderr).toContain('sudo apt-get install -y redis-server');
    expect(result.stderr).toContain('brew install redis');
    expect(result.stderr).toContain('WSL');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).not.toContain('built shell');
  });
});
