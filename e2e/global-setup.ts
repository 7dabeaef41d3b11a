import { startStack } from '../scripts/stack.ts';
import { E2E_PORT, E2E_RELEASES_DIR } from './playwright.config.ts';
import { startTestWorld } from './test-world.ts';

/** Starts the whole marketplace for the browser tests, one of each app (test-world.ts), and drops it all afterwards. */
export default async function globalSetup() {
  return startTestWorld('e2e', E2E_RELEASES_DIR, ({ env, log }) =>
    startStack({ port: E2E_PORT, servicePortBase: Number(process.env['E2E_SERVICE_PORT_BASE'] ?? 4200), env, log }));
}
