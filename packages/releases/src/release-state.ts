import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The apps that are released one at a time, by the name the commands take, with their folder. */
export const RELEASE_APPS = { shell: 'shell', buyer: 'mfe-buyer', seller: 'mfe-seller', delivery: 'mfe-delivery', admin: 'mfe-admin' } as const;
export type ReleaseAppName = keyof typeof RELEASE_APPS;
export type ReleaseAppDir = (typeof RELEASE_APPS)[ReleaseAppName];

export const isReleaseAppName = (name: string): name is ReleaseAppName => Object.hasOwn(RELEASE_APPS, name);

/** A build's content hash (build-info.json's version): folder names and URL segments. */
export const VERSION_PATTERN = /^[0-9a-f]{16}$/;

const versionSchema = z.string().regex(VERSION_PATTERN);

const appReleasesSchema = z.object({
  /** Every version ever released, in the order they were first released. */
  versions: z.array(z.object({ version: versionSchema, releasedAt: z.string() })),
  /** The version everyone gets (but a canary's share). */
  live: versionSchema.nullable(),
  /** The versions that were live before, oldest first: a rollback without a version goes back one. */
  previous: z.array(versionSchema),
  /** A new version live for `percent` of users only, until it is promoted or rolled back. */
  canary: z.object({ version: versionSchema, percent: z.number().int().min(1).max(99), since: z.string() }).nullable(),
});
export type AppReleases = z.infer<typeof appReleasesSchema>;

const releaseStateSchema = z.object({ apps: z.record(z.string(), appReleasesSchema) });
/** The releases state file: per app folder, its versions, the live one and any canary. */
export type ReleaseState = { apps: Partial<Record<ReleaseAppDir, AppReleases>> };

export const EMPTY_STATE: ReleaseState = { apps: {} };

/** The state a file holds; a malformed file reads as no releases (the gateway then serves each dist). */
export function parseReleaseState(body: unknown): ReleaseState {
  const parsed = releaseStateSchema.safeParse(body);
  if (!parsed.success) return EMPTY_STATE;
  const apps: ReleaseState['apps'] = {};
  for (const dir of Object.values(RELEASE_APPS)) {
    const app = parsed.data.apps[dir];
    if (app) apps[dir] = app;
  }
  return { apps };
}

const NO_RELEASES: AppReleases = { versions: [], live: null, previous: [], canary: null };

export class ReleaseError extends Error {}

const withApp = (state: ReleaseState, dir: ReleaseAppDir, app: AppReleases): ReleaseState => ({ apps: { ...state.apps, [dir]: app } });

const recorded = (app: AppReleases, version: string, at: Date): AppReleases['versions'] =>
  app.versions.some((v) => v.version === version) ? app.versions : [...app.versions, { version, releasedAt: at.toISOString() }];

/** `version` live for everyone (a running canary ends); releasing the live version again changes nothing. */
export function release(state: ReleaseState, dir: ReleaseAppDir, version: string, at = new Date()): ReleaseState {
  const app = state.apps[dir] ?? NO_RELEASES;
  const versions = recorded(app, version, at);
  if (app.live === version) return withApp(state, dir, { ...app, versions, canary: null });
  const previous = app.live ? [...app.previous, app.live] : app.previous;
  return withApp(state, dir, { ...app, versions, live: version, previous, canary: null });
}

/** `version` live for `percent` of users; the live version stays for the rest. */
export function releaseCanary(state: ReleaseState, dir: ReleaseAppDir, version: string, percent: number, at = new Date()): ReleaseState {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseError('a canary share is a whole percent from 1 to 99');
  const app = state.apps[dir] ?? NO_RELEASES;
  if (!app.live) throw new ReleaseError(`${dir} has no live release yet: release it to everyone first`);
  if (app.live === version) throw new ReleaseError(`${version} is already live for everyone`);
  return withApp(state, dir, { ...app, versions: recorded(app, version, at), canary: { version, percent, since: at.toISOString() } });
}

/** The canary live for everyone. */
export function promote(state: ReleaseState, dir: ReleaseAppDir, at = new Date()): ReleaseState {
  const canary = state.apps[dir]?.canary;
  if (!canary) throw new ReleaseError(`${dir} has no canary to promote`);
  return release(state, dir, canary.version, at);
}

/**
 * Back to an earlier version: with a canary running, the canary ends (everyone keeps the live
 * version); else `version`, or by default the one live before the current one.
 */
export function rollback(state: ReleaseState, dir: ReleaseAppDir, version?: string): { state: ReleaseState; live: string } {
  const app = state.apps[dir];
  if (!app?.live) throw new ReleaseError(`${dir} has no release to roll back`);
  if (app.canary && !version) return { state: withApp(state, dir, { ...app, canary: null }), live: app.live };
  if (version) {
    if (!app.versions.some((v) => v.version === version)) throw new ReleaseError(`${dir} has no released version ${version}`);
    if (version === app.live) return { state: withApp(state, dir, { ...app, canary: null }), live: version };
    return { state: withApp(state, dir, { ...app, live: version, previous: [...app.previous, app.live], canary: null }), live: version };
  }
  const back = app.previous.at(-1);
  if (!back) throw new ReleaseError(`${dir} has no earlier live version to roll back to`);
  // Walking back: the version left is not remembered, so a second rollback goes one further.
  return { state: withApp(state, dir, { ...app, live: back, previous: app.previous.slice(0, -1), canary: null }), live: back };
}

/** A stable id's bucket, 0–99, per app: the same user stays in or out of an app's canary. */
export function canaryBucket(stableId: string, dir: ReleaseAppDir): number {
  return createHash('sha256').update(`${dir}\0${stableId}`).digest().readUInt32BE(0) % 100;
}

/** The version a user gets: the canary when their bucket falls in its share, else the live one. */
export function versionFor(app: AppReleases | undefined, dir: ReleaseAppDir, stableId: string | null): string | null {
  if (!app?.live) return null;
  if (app.canary && stableId !== null && canaryBucket(stableId, dir) < app.canary.percent) return app.canary.version;
  return app.live;
}
