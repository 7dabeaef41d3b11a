import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dropTestWorld, newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { startScaledStack } from '../../scripts/scaled-stack.ts';
import { SCALED_E2E_PORT, SCALED_E2E_RELEASES_DIR, SCALED_E2E_SERVICE_PORT_BASE } from './playwright.config.ts';

/**
 * Two gateways and two instances of every service behind HAProxy, in a world of their own
 * (database, Redis keys, NATS stream) with demo data, as ../global-setup.ts does for one of each.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');

  await rm(SCALED_E2E_RELEASES_DIR, { recursive: true, force: true });
  const prefix = newTestPrefix('e2e2x');
  const stack = await startScaledStack({
    instances: 2,
    port: SCALED_E2E_PORT,
    servicePortBase: SCALED_E2E_SERVICE_PORT_BASE,
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
