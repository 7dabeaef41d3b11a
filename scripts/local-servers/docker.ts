import { spawnSync } from 'node:child_process';
import type { BackingServer } from './plan.ts';

/**
 * Redis and NATS in Docker for a machine that has neither (issue 37): the same images and settings
 * as docker-compose.yml (Redis never evicts, keeps an append-only file; NATS with JetStream), each
 * on a named volume, published on 127.0.0.1 only. The containers stay up for the next start.
 */
const IMAGES: Record<BackingServer, { image: string; innerPort: number; volume: string; args: string[] }> = {
  redis: { image: 'redis:7', innerPort: 6379, volume: 'haat-redis-data:/data', args: ['redis-server', '--maxmemory-policy', 'noeviction', '--appendonly', 'yes', '--appendfsync', 'everysec'] },
  nats: { image: 'nats:2.11', innerPort: 4222, volume: 'haat-nats-data:/data', args: ['-js', '-sd', '/data'] },
};
const DEFAULT_PORTS: Record<BackingServer, number> = { redis: 6379, nats: 4222 };

/** The container's name: `haat-redis`, or `haat-redis-6380` for another port, so two never clash. */
export const containerName = (server: BackingServer, port: number): string =>
  port === DEFAULT_PORTS[server] ? `haat-${server}` : `haat-${server}-${port}`;

/** `docker run` arguments for a server published on 127.0.0.1:`port`. */
export function dockerRunArgs(server: BackingServer, port: number): string[] {
  const { image, innerPort, volume, args } = IMAGES[server];
  return ['run', '--detach', '--name', containerName(server, port), '--restart', 'unless-stopped', '--publish', `127.0.0.1:${port}:${innerPort}`, '--volume', volume, image, ...args];
}

const docker = (args: string[], timeout = 120_000) => spawnSync('docker', args, { encoding: 'utf8', timeout });

/** Whether a Docker engine answers (the CLI alone is not enough). */
export function dockerAvailable(): boolean {
  const result = docker(['info', '--format', '{{.ServerVersion}}'], 15_000);
  return !result.error && result.status === 0;
}

/**
 * Starts the server's container: the one left from an earlier start if there is one, else a new one
 * (the image is pulled on first use). Returns what it did, in words.
 */
export function startInDocker(server: BackingServer, port: number): string {
  const name = containerName(server, port);
  const existing = docker(['container', 'inspect', '--format', '{{.State.Running}}', name]);
  const args = existing.status === 0 ? ['start', name] : dockerRunArgs(server, port);
  const result = docker(args, 600_000);
  if (result.error || result.status !== 0) {
    throw new Error(`docker ${args[0]} ${name} failed: ${(result.stderr || result.error?.message || '').trim()}`);
  }
  return `${existing.status === 0 ? 'started the container' : 'started a new container'} ${name} (docker stop ${name} stops it)`;
}
