import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runWebBuild } from './web/run-web-build.ts';
import { ensureLocalServersOrExit } from './local-servers/ensure.ts';

/**
 * `npm test`: the unit and integration suites one after another (each already uses both cores),
 * the web build and the typecheck (the shell against the types the remotes publish), then the
 * three browser suites, each against a stack of its own: at once on a machine with four cores or
 * more (they mostly wait on the browser and the network, so together they take little longer than
 * the longest), one after another below that, where three stacks and browsers starved each other
 * (`HAAT_BROWSER_SUITES_AT_ONCE` overrides); then one plain summary line `tests: N passed, N failed`
 * that CI reads. PostgreSQL, Redis and NATS are found or started first, as for `npm start`
 * (local-servers/ensure.ts); every suite is given the embedded Postgres when one runs.
 */
const requestedAtOnce = Number(process.env['HAAT_BROWSER_SUITES_AT_ONCE']);
const BROWSER_SUITES_AT_ONCE = Number.isInteger(requestedAtOnce) && requestedAtOnce > 0 ? requestedAtOnce : availableParallelism() >= 4 ? 3 : 1;
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.ci/out');
mkdirSync(out, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const servers = await ensureLocalServersOrExit();
const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };

type Tally = { passed: number; failed: number; skipped: number };
type Suite = { label: string; command: string; args: string[]; report: string; read: (json: any) => Tally; env?: Record<string, string> };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

/** Adds a finished suite's report to the total and prints its summary line. */
function tallySuite({ label, report, read }: Suite, status: number | null, seconds: number) {
  let tally: Tally | null = null;
  try {
    tally = read(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    tally = null;
  }
  if (!tally || (status !== 0 && tally.failed === 0)) {
    crashed = true;
    console.log(`${label}: the runner failed before reporting (exit ${status}, ${seconds} s)`);
    return;
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  console.log(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${seconds} s)`);
}

/** Whole seconds since `start` (a `performance.now()` reading): each suite's summary line says how long it took. */
const secondsSince = (start: number) => Math.round((performance.now() - start) / 1000);

function runInTurn(suite: Suite) {
  console.log(`\n=== ${suite.label} ===`);
  const start = performance.now();
  const result = spawnSync(suite.command, suite.args, { cwd: root, stdio: 'inherit', env: { ...env, ...suite.env } });
  tallySuite(suite, result.status, secondsSince(start));
}

/** Runs the suites at once, each writing to its own log, then prints each log and summary in order. */
async function runAtOnce(suites: Suite[]) {
  const logs = suites.map((suite) => path.join(out, `${path.basename(suite.report, '.json')}.log`));
  const start = performance.now();
  const ends = await Promise.all(suites.map((suite, i) => new Promise<{ status: number | null; seconds: number }>((resolve) => {
    console.log(`started: ${suite.label} (output in ${path.relative(root, logs[i]!)})`);
    const log = createWriteStream(logs[i]!);
    const child = spawn(suite.command, suite.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...suite.env } });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (status) => log.end(() => resolve({ status, seconds: secondsSince(start) })));
  })));
  suites.forEach((suite, i) => {
    console.log(`\n=== ${suite.label} ===`);
    process.stdout.write(readFileSync(logs[i]!, 'utf8'));
    tallySuite(suite, ends[i]!.status, ends[i]!.seconds);
  });
}

const vitestTally = (json: any): Tally => ({ passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests });
const vitestSuite = (project: string): Suite => {
  const report = path.join(out, `vitest-${project}.json`);
  return { label: `vitest ${project}`, command: bin('vitest'), args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], report, read: vitestTally };
};

const playwrightTally = (json: any): Tally => ({
  passed: json.stats.expected,
  failed: json.stats.unexpected + json.stats.flaky,
  skipped: json.stats.skipped,
});
const playwrightSuite = (label: string, config: string, report: string, suiteEnv?: Record<string, string>): Suite =>
  ({ label, command: bin('playwright'), args: ['test', '-c', config], report: path.join(out, report), read: playwrightTally, env: suiteEnv });

for (const project of ['unit', 'integration']) runInTurn(vitestSuite(project));

// Built once here: three suites building the same dist/ at once would overwrite each other's files.
console.log('\n=== web build ===');
const buildStart = performance.now();
const built = runWebBuild(env);
console.log(`web build: ${secondsSince(buildStart)} s`);
if (!built) {
  console.log('web build failed: the browser suites cannot run');
  crashed = true;
} else {
  // Every workspace strict, and the shell against the types the remotes just published: a remote
  // that changed what it exposes fails here, not in a browser.
  console.log('\n=== typecheck ===');
  const typecheckStart = performance.now();
  const typecheck = spawnSync(process.execPath, [path.join(root, 'scripts/typecheck.ts')], { cwd: root, stdio: 'inherit', env });
  console.log(`typecheck: ${typecheck.status === 0 ? 'clean' : 'FAILED'} (${secondsSince(typecheckStart)} s)`);
  if (typecheck.status !== 0) crashed = true;
  // The suites' own set-up would build again, all three at once, each overwriting the others' files.
  env['E2E_WEB_BUILT'] = '1';
  const browserSuites = [
    // Without the journeys of every role: they run once, in the scaled suite below.
    playwrightSuite('playwright e2e', 'e2e/playwright.config.ts', 'playwright.json', { E2E_JOURNEYS_RUN_SCALED: '1' }),
    // axe on every page of every app at 390 and 1280 px.
    playwrightSuite('playwright e2e, accessibility', 'e2e/accessibility/playwright.config.ts', 'playwright-accessibility.json'),
    // Every role's journeys, through two gateways and two of every service behind HAProxy (needs `haproxy`).
    playwrightSuite('playwright e2e, two of everything', 'e2e/scaled/playwright.config.ts', 'playwright-scaled.json'),
  ];
  for (let i = 0; i < browserSuites.length; i += BROWSER_SUITES_AT_ONCE) await runAtOnce(browserSuites.slice(i, i + BROWSER_SUITES_AT_ONCE));
}

await servers.stop();
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || crashed ? 1 : 0);
