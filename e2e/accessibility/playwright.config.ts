import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config.ts';

/** Its stack's public port and the base of its services' ports: apart from the other suites', so they can run at once. */
export const ACCESSIBILITY_E2E_PORT = Number(process.env['E2E_PORT'] ?? 8092);
export const ACCESSIBILITY_E2E_SERVICE_PORT_BASE = Number(process.env['E2E_SERVICE_PORT_BASE'] ?? 4500);
/** A releases folder of its own (empty: the gateway serves the build). */
export const ACCESSIBILITY_E2E_RELEASES_DIR = path.join(os.tmpdir(), `haat-e2e-accessibility-releases-${ACCESSIBILITY_E2E_PORT}`);
process.env['HAAT_RELEASES_DIR'] = ACCESSIBILITY_E2E_RELEASES_DIR;

/**
 * axe on every page of every app (accessibility.spec.ts), against a stack of its own: it only reads
 * the demo data and adds a buyer of its own (one per worker), so `npm test` runs it beside the other suites.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  globalSetup: './global-setup.ts',
  // Each person's pages are one test and only read: two at once (the guest's 25 pages beside the rest)
  // halve the suite that `npm test` waits for longest.
  workers: 2,
  fullyParallel: true,
  outputDir: '../../.ci/out/playwright-accessibility-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../.ci/out/playwright-accessibility.json' }]],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${ACCESSIBILITY_E2E_PORT}` },
});
