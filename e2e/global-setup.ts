import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dropTestWorld, newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { startStack, waitUntilReady } from '../scripts/stack.ts';
import { E2E_PORT, E2E_RELEASES_DIR } from './playwright.config.ts';

/**
 * Starts the whole marketplace for the browser tests in a world of its own (database, Redis keys,
 * NATS stream), with demo data and the limits lifted for one machine, and drops it all afterwards.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');

  // An earlier run's releases would be served in place of this build.
  await rm(E2E_RELEASES_DIR, { recursive: true, force: true });
  const prefix = newTestPrefix('e2e');
  const stack = await startStack({
    port: E2E_PORT,
    servicePortBase: Number(process.env['E2E_SERVICE_PORT_BASE'] ?? 4200),
    env: {
      HAAT_PREFIX: prefix,
      DATABASE_URL: testDatabaseUrl(prefix),
      HAAT_DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_POINTS: '100000',
      RATE_LIMIT_AUTH_POINTS: '1000',
    },
    log: process.env['E2E_STACK_LOGS'] ? (line) => console.log(line) : () => {},
  });
  await waitUntilReady(stack.url);
  return async () => {
    await stack.stop();
    await dropTestWorld(prefix);
  };
}
