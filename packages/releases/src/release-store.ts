import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EMPTY_STATE, parseReleaseState, type ReleaseAppDir, type ReleaseState } from './release-state.ts';

/** The one file saying which version of each app is live (and any canary). */
export const STATE_FILE = 'releases.json';

/** Where releases are kept unless HAAT_RELEASES_DIR says otherwise: .haat/releases in the web root. */
export const defaultReleasesDir = (webRoot: string) => path.join(webRoot, '.haat', 'releases');

/** A released version's files: immutable once written. */
export const releaseFolder = (releasesDir: string, dir: ReleaseAppDir, version: string) => path.join(releasesDir, dir, version);

export async function readReleaseState(releasesDir: string): Promise<ReleaseState> {
  let text: string;
  try {
    text = await readFile(path.join(releasesDir, STATE_FILE), 'utf8');
  } catch {
    return EMPTY_STATE;
  }
  try {
    return parseReleaseState(JSON.parse(text));
  } catch {
    return EMPTY_STATE;
  }
}

/**
 * Replaces the state file atomically: written beside it, then renamed over it, so a reader (the
 * gateway) sees the old state or the new one, never half a file.
 */
export async function writeReleaseState(releasesDir: string, state: ReleaseState): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const file = path.join(releasesDir, STATE_FILE);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temp, file);
}

/**
 * The state as the gateway serves it: re-read at most every `recheckMs`, so a switch is picked up
 * within about a second with no restart and no file watcher (watchers miss renames on some filesystems).
 */
export function createLiveReleases({ releasesDir, recheckMs = 1000 }: { releasesDir: string; recheckMs?: number }) {
  let current: { state: ReleaseState; at: number } | null = null;
  let reading: Promise<ReleaseState> | null = null;
  return {
    releasesDir,
    async state(): Promise<ReleaseState> {
      if (current && Date.now() - current.at < recheckMs) return current.state;
      reading ??= readReleaseState(releasesDir).then((state) => {
        current = { state, at: Date.now() };
        reading = null;
        return state;
      });
      return reading;
    },
  };
}
export type LiveReleases = ReturnType<typeof createLiveReleases>;
