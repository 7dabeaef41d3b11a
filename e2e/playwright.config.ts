import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8090);
/** The releases releases.spec.ts makes, apart from the repository's own .haat/releases; the stack's gateway reads them. */
export const E2E_RELEASES_DIR = path.join(os.tmpdir(), `haat-e2e-releases-${E2E_PORT}`);
process.env['HAAT_RELEASES_DIR'] = E2E_RELEASES_DIR;

/** The journeys of every role: the scaled suite (scaled/playwright.config.ts) runs them through two of everything. */
export const ROLE_JOURNEYS = ['journey.spec.ts', 'accounts.spec.ts', 'chat.spec.ts', 'seller.spec.ts', 'delivery.spec.ts', 'moderation.spec.ts'];
/**
 * Set by `npm test` (scripts/test-all.ts), which runs the scaled suite beside this one: the journeys
 * then run once, through two of everything, instead of twice.
 */
const journeysRunScaled = process.env['E2E_JOURNEYS_RUN_SCALED'] === '1';

/** End-to-end: a real Chromium (Debian's) against the whole stack, started isolated by global-setup. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each with its own config and stack, so `npm test` can run them beside this suite: two of
  // everything behind HAProxy (scaled/), and axe on every page (accessibility/).
  testIgnore: ['scaled/**', 'accessibility/**', ...(journeysRunScaled ? ROLE_JOURNEYS : [])],
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  outputDir: '../.ci/out/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: '../.ci/out/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
});
