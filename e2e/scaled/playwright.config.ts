import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig, { ROLE_JOURNEYS } from '../playwright.config.ts';

/** HAProxy's public port in front of the gateways, and the base of every other port (scripts/scaled-stack.ts). */
export const SCALED_E2E_PORT = Number(process.env['E2E_PORT'] ?? 8091);
export const SCALED_E2E_SERVICE_PORT_BASE = Number(process.env['E2E_SERVICE_PORT_BASE'] ?? 4300);
/** A releases folder of its own (empty: the gateways serve the build), not the one releases.spec.ts leaves behind. */
export const SCALED_E2E_RELEASES_DIR = path.join(os.tmpdir(), `haat-e2e-scaled-releases-${SCALED_E2E_PORT}`);
process.env['HAAT_RELEASES_DIR'] = SCALED_E2E_RELEASES_DIR;

/**
 * The same browser journeys, through two gateways and two instances of every service behind
 * HAProxy (global-setup.ts), plus the paths that only exist with two: chat and live pushes across
 * gateways and the checkout race over both order instances. The journeys of every role run here;
 * the rest of the suite runs once, in ../playwright.config.ts.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '..',
  testMatch: [...ROLE_JOURNEYS, 'scaled/*.spec.ts'],
  testIgnore: [],
  globalSetup: './global-setup.ts',
  outputDir: '../../.ci/out/playwright-scaled-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../.ci/out/playwright-scaled.json' }]],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${SCALED_E2E_PORT}` },
});
