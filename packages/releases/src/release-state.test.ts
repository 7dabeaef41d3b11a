import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canaryBucket, EMPTY_STATE, parseReleaseState, promote, release, releaseCanary, ReleaseError, rollback, versionFor } from './release-state.ts';
import { createLiveReleases, readReleaseState, STATE_FILE, writeReleaseState } from './release-store.ts';

const V1 = '1111111111111111';
const V2 = '2222222222222222';
const V3 = '3333333333333333';
const at = new Date('2026-11-27T10:00:00.000Z');

describe('releasing an app', () => {
  it('makes the version live and remembers the one it replaced', () => {
    const state = release(release(EMPTY_STATE, 'mfe-seller', V1, at), 'mfe-seller', V2, at);
    expect(state.apps['mfe-seller']).toMatchObject({ live: V2, previous: [V1], canary: null });
    expect(state.apps['mfe-seller']!.versions.map((v) => v.version)).toEqual([V1, V2]);
    expect(state.apps['mfe-buyer']).toBeUndefined(); // other apps untouched
  });

  it('releasing the same build twice is one version, still live', () => {
    const state = release(release(EMPTY_STATE, 'mfe-seller', V1, at), 'mfe-seller', V1, at);
    expect(state.apps['mfe-seller']).toMatchObject({ live: V1, previous: [], versions: [{ version: V1 }] });
  });
});

describe('rolling back', () => {
  const three = release(release(release(EMPTY_STATE, 'mfe-seller', V1, at), 'mfe-seller', V2, at), 'mfe-seller', V3, at);

  it('goes back to the version live before by default, and one further each time', () => {
    const once = rollback(three, 'mfe-seller');
    expect(once.live).toBe(V2);
    const twice = rollback(once.state, 'mfe-seller');
    expect(twice.live).toBe(V1);
    expect(() => rollback(twice.state, 'mfe-seller')).toThrow(ReleaseError);
  });

  it('goes to a named released version, and refuses an unknown one', () => {
    const back = rollback(three, 'mfe-seller', V1);
    expect(back.state.apps['mfe-seller']).toMatchObject({ live: V1, previous: [V1, V2, V3] });
    expect(rollback(back.state, 'mfe-seller').live).toBe(V3); // the default undoes it
    expect(() => rollback(three, 'mfe-seller', 'ffffffffffffffff')).toThrow(/no released version/);
    expect(() => rollback(EMPTY_STATE, 'mfe-buyer')).toThrow(/no release/);
  });
});

describe('a canary', () => {
  const live = release(EMPTY_STATE, 'mfe-seller', V1, at);

  it('is promoted to everyone, or rolled back leaving the live version', () => {
    const canary = releaseCanary(live, 'mfe-seller', V2, 10, at);
    expect(canary.apps['mfe-seller']).toMatchObject({ live: V1, canary: { version: V2, percent: 10 } });
    expect(promote(canary, 'mfe-seller').apps['mfe-seller']).toMatchObject({ live: V2, previous: [V1], canary: null });
    const back = rollback(canary, 'mfe-seller');
    expect(back.live).toBe(V1);
    expect(back.state.apps['mfe-seller']).toMatchObject({ live: V1, previous: [], canary: null });
  });

  it('needs a live version, a whole share from 1 to 99, and a build other than the live one', () => {
    expect(() => releaseCanary(EMPTY_STATE, 'mfe-seller', V2, 10)).toThrow(/release it to everyone first/);
    for (const percent of [0, 100, 12.5]) expect(() => releaseCanary(live, 'mfe-seller', V2, percent)).toThrow(ReleaseError);
    expect(() => releaseCanary(live, 'mfe-seller', V1, 10)).toThrow(/already live/);
    expect(() => promote(live, 'mfe-seller')).toThrow(/no canary/);
  });

  it('keeps each user on the same side (sticky) and reaches about its share of users', () => {
    const app = releaseCanary(live, 'mfe-seller', V2, 10, at).apps['mfe-seller'];
    const users = Array.from({ length: 20_000 }, (_, i) => `user-${i}`);
    const first = users.map((id) => versionFor(app, 'mfe-seller', id));
    expect(users.map((id) => versionFor(app, 'mfe-seller', id))).toEqual(first);
    const share = first.filter((v) => v === V2).length / users.length;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
    // A wider canary keeps everyone who already had it.
    const wider = releaseCanary(live, 'mfe-seller', V2, 30, at).apps['mfe-seller'];
    users.forEach((id, i) => { if (first[i] === V2) expect(versionFor(wider, 'mfe-seller', id)).toBe(V2); });
    expect(versionFor(app, 'mfe-seller', null)).toBe(V1); // no id: the live version
  });

  it('buckets an id per app, so one user is not the canary of every app', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `u${i}`);
    const differ = ids.filter((id) => canaryBucket(id, 'mfe-seller') !== canaryBucket(id, 'mfe-buyer')).length;
    expect(differ).toBeGreaterThan(900);
    for (const id of ids) expect(canaryBucket(id, 'mfe-seller')).toBeGreaterThanOrEqual(0);
  });
});

describe('the state file', () => {
  let dir = '';
  afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('is replaced whole (temp file and rename), leaving no temp file, and read back equal', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'haat-releases-'));
    const state = releaseCanary(release(EMPTY_STATE, 'mfe-seller', V1, at), 'mfe-seller', V2, 10, at);
    await writeReleaseState(dir, state);
    await writeReleaseState(dir, promote(state, 'mfe-seller', at));
    expect(await readdir(dir)).toEqual([STATE_FILE]);
    expect((await readReleaseState(dir)).apps['mfe-seller']).toMatchObject({ live: V2, canary: null });
  });

  it('reads as no releases when missing or malformed', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'haat-releases-'));
    expect(await readReleaseState(dir)).toEqual(EMPTY_STATE);
    await writeFile(path.join(dir, STATE_FILE), '{"apps":{"mfe-seller":{"live":"../../etc"}}}');
    expect(await readReleaseState(dir)).toEqual(EMPTY_STATE);
    expect(parseReleaseState({ apps: { 'mfe-nope': { versions: [], live: null, previous: [], canary: null } } })).toEqual(EMPTY_STATE);
  });

  it('is re-read by the gateway within its recheck time, without a restart', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'haat-releases-'));
    const live = createLiveReleases({ releasesDir: dir, recheckMs: 50 });
    expect(await live.state()).toEqual(EMPTY_STATE);
    await writeReleaseState(dir, release(EMPTY_STATE, 'mfe-seller', V1, at));
    expect(await live.state()).toEqual(EMPTY_STATE); // within the recheck time: the copy it has
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await live.state()).apps['mfe-seller']?.live).toBe(V1);
  });
});
