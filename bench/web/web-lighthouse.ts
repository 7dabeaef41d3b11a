import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../common/stack-helpers.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-chromium.ts';

/**
 * Lighthouse (npm `lighthouse`, its CLI in a child process) on one page: mobile form factor with the
 * default simulated throttling (a mid-range phone on slow 4G), performance and accessibility only, a
 * fresh headless Chromium each run (empty cache and storage: a first visit).
 */
export type LighthouseRun = {
  performance: number; accessibility: number; fcpMs: number; lcpMs: number; tbtMs: number; si: number; cls: number;
  /** Lighthouse's measure of the host's CPU ("CPU/Memory Power"); its throttling is relative to it. */
  benchmarkIndex: number;
};

type LhReport = {
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null }; accessibility: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { failureSummary?: string }[] } ; score?: number | null; title?: string }>;
};

/** Lighthouse's own word for a trace it failed to record, which it asks to retry ("Please run Lighthouse again"). */
const TRANSIENT = /Please run Lighthouse again/;

/** One run; a run whose trace Lighthouse failed to record is run once more, any other failure stops the bench. */
export async function runLighthouse(url: string): Promise<LighthouseRun & { failedA11y: string[] }> {
  try {
    return await runLighthouseOnce(url);
  } catch (err) {
    if (!TRANSIENT.test(String(err))) throw err;
    console.log(`  (Lighthouse asked for a second run of ${url}: ${String(err).slice(-120)})`);
    return runLighthouseOnce(url);
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseRun & { failedA11y: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-lh-'));
  const out = path.join(dir, 'report.json');
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-800)}`))));
    });
    const report = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
    // The accessibility audits that failed, so a score under target says what to fix.
    const failedA11y = Object.entries(report.audits)
      .filter(([, a]) => a.score === 0 && a.details?.items && a.details.items.length > 0 && a.details.items.some((i) => i.failureSummary))
      .map(([id]) => id);
    return {
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      failedA11y,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
