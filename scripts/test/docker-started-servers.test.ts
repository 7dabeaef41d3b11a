import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dockerRunArgs } from '../local-servers/docker.ts';
import { answers, ensureLocalServers } from '../local-servers/ensure.ts';

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

/**
 * A stand-in for the `docker` command (no engine runs on this machine): it answers `info`, says which
 * containers it has made, and for `run` starts the real redis-server or nats-server on the port the
 * arguments publish, as the image would. Every call is written to calls.jsonl.
 */
const FAKE_DOCKER = `#!${process.execPath}
const { appendFileSync, existsSync, readFileSync } = require('node:fs');
const { spawn } = require('node:child_process');
const path = require('node:path');
const dir = path.dirname(process.argv[1]);
const args = process.argv.slice(2);
appendFileSync(path.join(dir, 'calls.jsonl'), JSON.stringify(args) + '\\n');
const made = path.join(dir, 'made.json');
const containers = existsSync(made) ? JSON.parse(readFileSync(made, 'utf8')) : {};
if (args[0] === 'info') process.exit(0);
if (args[0] === 'container') process.exit(containers[args.at(-1)] ? 0 : 1);
if (args[0] === 'run') {
  const name = args[args.indexOf('--name') + 1];
  const port = args[args.indexOf('--publish') + 1].split(':')[1];
  const server = args.includes('redis:7')
    ? spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { detached: true, stdio: 'ignore' })
    : spawn('nats-server', ['-a', '127.0.0.1', '-p', port, '-js', '-sd', path.join(dir, 'nats-' + port)], { detached: true, stdio: 'ignore' });
  server.unref();
  containers[name] = server.pid;
  require('node:fs').writeFileSync(made, JSON.stringify(containers));
  process.exit(0);
}
if (args[0] === 'start') process.exit(0);
process.exit(2);
`;

describe('Redis and NATS missing, Docker present: both are started in containers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-fake-docker-'));
  const savedPath = process.env['PATH'];
  let urls: { REDIS_URL: string; NATS_URL: string };

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'docker'), FAKE_DOCKER);
    chmodSync(path.join(dir, 'docker'), 0o755);
    process.env['PATH'] = `${dir}:${savedPath}`;
    urls = { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, NATS_URL: `nats://127.0.0.1:${await freePort()}` };
  });

  afterAll(() => {
    process.env['PATH'] = savedPath;
    const made = JSON.parse(readFileSync(path.join(dir, 'made.json'), 'utf8')) as Record<string, number>;
    for (const pid of Object.values(made)) {
      try {
        process.kill(pid);
      } catch { /* already gone */ }
    }
    execFileSync('sleep', ['0.5']);
    rmSync(dir, { recursive: true, force: true });
  });

  const calls = () => readFileSync(path.join(dir, 'calls.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as string[]);

  it('runs each with the settings of docker-compose.yml, says so, and goes on once they answer', async () => {
    const lines: string[] = [];
    const servers = await ensureLocalServers({ env: { ...urls, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/haat' }, log: (line) => lines.push(line) });
    const redisPort = Number(new URL(urls.REDIS_URL).port);
    const natsPort = Number(new URL(urls.NATS_URL).port);
    expect(calls().filter((args) => args[0] === 'run')).toEqual([dockerRunArgs('redis', redisPort), dockerRunArgs('nats', natsPort)]);
    expect(lines).toEqual([
      `Redis did not answer at ${urls.REDIS_URL}: started a new container haat-redis-${redisPort} (docker stop haat-redis-${redisPort} stops it)`,
      `NATS with JetStream did not answer at ${urls.NATS_URL}: started a new container haat-nats-${natsPort} (docker stop haat-nats-${natsPort} stops it)`,
    ]);
    expect(await answers(urls.REDIS_URL)).toBe(true);
    expect(await answers(urls.NATS_URL)).toBe(true);
    expect(servers.env).toEqual({});
  });

  it('uses them as they are on the next start: nothing is run again', async () => {
    const before = calls().length;
    await ensureLocalServers({ env: { ...urls, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/haat' } });
    expect(calls().slice(before)).toEqual([]);
  });
});
