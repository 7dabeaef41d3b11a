/**
 * Lists each app's released versions, oldest first, with when each was released and which is
 * live (and which a canary).
 *
 *   npm run releases
 */
import { readReleaseState, RELEASE_APPS } from '@haat/releases';
import { releasesDir } from './release/releases-dir.ts';

const folder = releasesDir();
const state = await readReleaseState(folder);
let any = false;
for (const [name, dir] of Object.entries(RELEASE_APPS)) {
  const app = state.apps[dir];
  if (!app || app.versions.length === 0) continue;
  any = true;
  console.log(`${name} (${dir})`);
  for (const { version, releasedAt } of app.versions) {
    const marks = [version === app.live ? 'live' : '', version === app.canary?.version ? `canary ${app.canary.percent}% since ${app.canary.since}` : ''].filter(Boolean);
    console.log(`  ${version}  ${releasedAt}${marks.length > 0 ? `  ${marks.join(', ')}` : ''}`);
  }
}
if (!any) console.log(`no releases in ${folder}: every app is served from its dist build`);
