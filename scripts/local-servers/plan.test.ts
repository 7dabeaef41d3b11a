import { describe, expect, it } from 'vitest';
import { containerName, dockerRunArgs } from './docker.ts';
import { DEFAULT_URLS, missingServersText, planLocalServers, type Situation } from './plan.ts';

const urls = { redis: DEFAULT_URLS.redis, nats: DEFAULT_URLS.nats };
const all = { postgres: true, redis: true, nats: true };
type Setting = Partial<Omit<Situation, 'answering'>> & { answering?: Partial<Situation['answering']> };
const situation = ({ answering, ...over }: Setting = {}): Situation => ({ databaseUrl: undefined, urls, docker: false, ...over, answering: { ...all, ...answering } });

describe('what npm start and npm test do about PostgreSQL, Redis and NATS', () => {
  it('uses every server that answers, and starts nothing', () => {
    expect(planLocalServers(situation())).toEqual({ postgres: 'use', redis: 'use', nats: 'use' });
    expect(missingServersText(planLocalServers(situation()), urls)).toBeNull();
  });

  it('starts an embedded PostgreSQL when nothing answers on 5432 and DATABASE_URL is unset', () => {
    expect(planLocalServers(situation({ answering: { postgres: false } })).postgres).toBe('embedded');
  });

  it('starts the embedded one when DATABASE_URL=embedded, even with a server on 5432', () => {
    expect(planLocalServers(situation({ databaseUrl: 'embedded' })).postgres).toBe('embedded');
  });

  it('leaves a DATABASE_URL the user set to that server', () => {
    expect(planLocalServers(situation({ databaseUrl: 'postgres://db.example.in/haat', answering: { postgres: false } })).postgres).toBe('use');
  });

  it('starts Redis and NATS in Docker when they do not answer and Docker is there', () => {
    const plan = planLocalServers(situation({ answering: { redis: false, nats: false }, docker: true }));
    expect(plan).toEqual({ postgres: 'use', redis: 'docker', nats: 'docker' });
    expect(missingServersText(plan, urls)).toBeNull();
  });

  it('without Docker, names the one missing piece and how to install it on each system', () => {
    const plan = planLocalServers(situation({ answering: { nats: false } }));
    expect(plan.nats).toBe('missing');
    expect(missingServersText(plan, urls)).toBe([
      'Haat needs NATS with JetStream (nats://127.0.0.1:4222): nothing answers there, and Docker is not available to start it for you. Install Docker (https://docs.docker.com/get-docker/) and run the command again, or install and start it yourself:',
      '  Debian/Ubuntu:   sudo apt-get install -y nats-server && (nats-server -js &)',
      '  macOS:           brew install nats-server && (nats-server -js &)',
      '  Windows:         the Debian/Ubuntu line in WSL (wsl --install gives Ubuntu)',
    ].join('\n'));
  });

  it('without Docker, names both when both are missing, in one paragraph', () => {
    const text = missingServersText(planLocalServers(situation({ answering: { redis: false, nats: false } })), urls)!;
    expect(text).toContain('Haat needs Redis (redis://127.0.0.1:6379) and NATS with JetStream (nats://127.0.0.1:4222): nothing answers there, and Docker is not available to start them for you.');
    expect(text).toContain('sudo apt-get install -y redis-server nats-server && sudo service redis-server start && (nats-server -js &)');
    expect(text).toContain('brew install redis nats-server && brew services start redis && (nats-server -js &)');
  });

  it('starts nothing for a server on another machine that does not answer: it says which setting names it', () => {
    const away = { ...urls, redis: 'redis://cache.internal:6379' };
    const plan = planLocalServers(situation({ urls: away, answering: { redis: false }, docker: true }));
    expect(plan.redis).toBe('unreachable');
    expect(missingServersText(plan, away)).toBe('Haat cannot reach Redis at redis://cache.internal:6379 (REDIS_URL). Start it there, or unset REDIS_URL to use one on this machine.');
  });

  it('runs Docker containers like compose: Redis never evicts and keeps its file, NATS with JetStream, both on volumes and 127.0.0.1', () => {
    expect(dockerRunArgs('redis', 6379)).toEqual(['run', '--detach', '--name', 'haat-redis', '--restart', 'unless-stopped', '--publish', '127.0.0.1:6379:6379', '--volume', 'haat-redis-data:/data', 'redis:7', 'redis-server', '--maxmemory-policy', 'noeviction', '--appendonly', 'yes', '--appendfsync', 'everysec']);
    expect(dockerRunArgs('nats', 4222)).toEqual(['run', '--detach', '--name', 'haat-nats', '--restart', 'unless-stopped', '--publish', '127.0.0.1:4222:4222', '--volume', 'haat-nats-data:/data', 'nats:2.11', '-js', '-sd', '/data']);
    expect(containerName('nats', 4333)).toBe('haat-nats-4333');
  });
});
