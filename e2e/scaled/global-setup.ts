import { startScaledStack } from '../../scripts/scaled-stack.ts';
import { startTestWorld } from '../test-world.ts';
import { SCALED_E2E_PORT, SCALED_E2E_RELEASES_DIR, SCALED_E2E_SERVICE_PORT_BASE } from './playwright.config.ts';

/**
 * Two gateways and two instances of every service behind HAProxy, in a world of their own
 * (test-world.ts), as ../global-setup.ts does for one of each.
 */
export default async function globalSetup() {
  return startTestWorld('e2e2x', SCALED_E2E_RELEASES_DIR, ({ env, log }) =>
    startScaledStack({ instances: 2, port: SCALED_E2E_PORT, servicePortBase: SCALED_E2E_SERVICE_PORT_BASE, env, log }));
}
