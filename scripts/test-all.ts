import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: unit, integration and end-to-end suites, one after another (2 cores), then one plain
 * summary line `tests: N passed, N failed` that CI reads.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.ci/out');
mkdirSync(out, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

function run(label: string, command: string, args: string[], report: string, read: (json: any) => Tally) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  let tally: Tally | null = null;
  try {
    tally = read(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    tally = null;
  }
  if (!tally || (result.status !== 0 && tally.failed === 0)) {
    crashed = true;
    console.log(`${label}: the runner failed before reporting (exit ${result.status})`);
    return;
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  console.log(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

const vitestTally = (json: any): Tally => ({ passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests });

for (const project of ['unit', 'integration']) {
  const report = path.join(out, `vitest-${project}.json`);
  run(`vitest ${project}`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], report, vitestTally);
}

const playwrightTally = (json: any): Tally => ({
  passed: json.stats.expected,
  failed: json.stats.unexpected + json.stats.flaky,
  skipped: json.stats.skipped,
});
run('playwright e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], path.join(out, 'playwright.json'), playwrightTally);
// Every role's journeys again through two gateways and two of every service behind HAProxy (needs `haproxy`).
run('playwright e2e, two of everything', bin('playwright'), ['test', '-c', 'e2e/scaled/playwright.config.ts'], path.join(out, 'playwright-scaled.json'), playwrightTally);

console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || crashed ? 1 : 0);
