import { startStack } from '../../scripts/stack.ts';
import { startTestWorld } from '../test-world.ts';
import { ACCESSIBILITY_E2E_PORT, ACCESSIBILITY_E2E_RELEASES_DIR, ACCESSIBILITY_E2E_SERVICE_PORT_BASE } from './playwright.config.ts';

/** One of each app in a world of its own (test-world.ts), as ../global-setup.ts does for the main suite. */
export default async function globalSetup() {
  return startTestWorld('e2eaxe', ACCESSIBILITY_E2E_RELEASES_DIR, ({ env, log }) =>
    startStack({ port: ACCESSIBILITY_E2E_PORT, servicePortBase: ACCESSIBILITY_E2E_SERVICE_PORT_BASE, env, log }));
}
