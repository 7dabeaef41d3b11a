/**
 * Switches an app back to an earlier released version (by default the one live before the current
 * one; with a canary running, ends the canary). Nothing is built.
 *
 *   npm run rollback -- <shell|buyer|seller|delivery|admin> [version] [--base-url <url>]
 */
import { readReleaseState, ReleaseError, rollback, writeReleaseState } from '@haat/releases';
import { appNamed, baseUrlOf, releasesDir } from './release/releases-dir.ts';
import { servedReport, waitUntilServed, type Served } from './release/served-version.ts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const args = process.argv.slice(2);
const words = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--base-url');
const { name, dir } = appNamed(words[0]);
const baseUrl = baseUrlOf(args);
const folder = releasesDir();

const reportServed = (served: Served, what: string) => console.log(servedReport(served, { baseUrl, what, seconds: seconds(), releasesDir: folder }));

try {
  const before = await readReleaseState(folder);
  const back = rollback(before, dir, words[1]);
  await writeReleaseState(folder, back.state);
  console.log(`${name} rolled back: ${back.live} live for everyone (${seconds()} s)`);
  // After a canary, ask as one of its users: the others had the live version all along.
  const canary = before.apps[dir]?.canary;
  reportServed(await waitUntilServed(baseUrl, dir, back.live, canary ? { canaryPercent: canary.percent } : {}), `${name} ${back.live}`);
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
