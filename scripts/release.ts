/**
 * Releases one web app without touching the others: builds it into a content-versioned folder
 * under .haat/releases/ and switches its live version (one small state file, replaced atomically);
 * the running gateway serves the switch within a second, no restart.
 *
 *   npm run release -- <shell|buyer|seller|delivery|admin> [--canary <percent>] [--verify] [--base-url <url>]
 *   npm run release -- <app> --promote      (or: npm run release -- promote <app>)
 *   npm run release -- <app> --version <v>  (a version already released once: no build)
 */
import { stat } from 'node:fs/promises';
import { promote, readReleaseState, release, releaseCanary, ReleaseError, releaseFolder, rollback, VERSION_PATTERN, writeReleaseState } from '@haat/releases';
import { publishBuild } from './release/publish-build.ts';
import { appNamed, baseUrlOf, releasesDir } from './release/releases-dir.ts';
import { servedReport, waitUntilServed, type Served } from './release/served-version.ts';
import { verifyRelease } from './release/verify-release.ts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const args = process.argv.slice(2);
const words = args.filter((a, i) => !a.startsWith('--') && !['--canary', '--base-url', '--version'].includes(args[i - 1] ?? ''));
const promoting = args.includes('--promote') || words[0] === 'promote';
const { name, dir } = appNamed(words[0] === 'promote' ? words[1] : words[0]);
const canaryAt = args.indexOf('--canary');
const canaryPercent = canaryAt >= 0 ? Number(args[canaryAt + 1]) : undefined;
const baseUrl = baseUrlOf(args);
const versionAt = args.indexOf('--version');
const chosenVersion = versionAt >= 0 ? args[versionAt + 1] : undefined;
const folder = releasesDir();

const reportServed = (served: Served, what: string) => console.log(servedReport(served, { baseUrl, what, seconds: seconds(), releasesDir: folder }));

try {
  let version: string;
  if (promoting) {
    const state = await readReleaseState(folder);
    version = state.apps[dir]?.canary?.version ?? '';
    await writeReleaseState(folder, promote(state, dir));
    console.log(`${name} ${version} promoted: live for everyone (${seconds()} s)`);
  } else {
    if (chosenVersion !== undefined) {
      if (!VERSION_PATTERN.test(chosenVersion) || !(await stat(releaseFolder(folder, dir, chosenVersion)).catch(() => null))) throw new ReleaseError(`${name} has no version ${chosenVersion} in ${folder}`);
      version = chosenVersion;
    } else {
      const published = await publishBuild(folder, dir);
      version = published.version;
      console.log(`${name} ${version} ${published.isNew ? 'built into' : 'already released at'} ${published.folder} (${seconds()} s)`);
    }
    // Read just before writing: the build took a while and the state may have moved meanwhile.
    const state = await readReleaseState(folder);
    const next = canaryPercent === undefined ? release(state, dir, version) : releaseCanary(state, dir, version, canaryPercent);
    await writeReleaseState(folder, next);
    console.log(`${name} ${version} live${canaryPercent === undefined ? '' : ` for ${canaryPercent}% of users (canary)`} (${seconds()} s)`);
  }

  reportServed(await waitUntilServed(baseUrl, dir, version, canaryPercent === undefined ? {} : { canaryPercent }), `${name} ${version}`);

  if (args.includes('--verify')) {
    const problems = await verifyRelease(name, { baseUrl });
    if (problems.length > 0) {
      console.error(`${name} ${version} failed its check on ${baseUrl}:\n  ${problems.join('\n  ')}`);
      const back = rollback(await readReleaseState(folder), dir);
      await writeReleaseState(folder, back.state);
      // Returns once the site serves the good version again, so whoever runs it next sees it back.
      const served = await waitUntilServed(baseUrl, dir, back.live);
      console.error(`rolled ${name} back to ${back.live}${served === 'served' ? '' : ` (${served} on ${baseUrl})`}`);
      process.exit(1);
    }
    console.log(`${name} ${version} checked in Chromium on ${baseUrl}: it loads (${seconds()} s)`);
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
