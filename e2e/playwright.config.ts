import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8090);

/** End-to-end: a real Chromium (Debian's) against the whole stack, started isolated by global-setup. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
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
