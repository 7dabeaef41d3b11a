import { canaryBucket, type ReleaseAppDir } from '@haat/releases';

type Remote = { name?: unknown; version?: unknown };

/** A visitor id the gateway puts in an app's canary of `percent`: the check then asks as one of them. */
function canaryVisitor(dir: ReleaseAppDir, percent: number): string {
  for (let i = 0; ; i++) if (canaryBucket(`visitor:probe-${i}`, dir) < percent) return `probe-${i}`;
}

/** The version of `dir` the gateway at `baseUrl` serves now (to `visitor`), or null. */
async function servedVersion(baseUrl: string, dir: ReleaseAppDir, visitor: string | null): Promise<string | null> {
  const headers: Record<string, string> = visitor ? { cookie: `haat_visitor=${visitor}` } : {};
  if (dir === 'shell') {
    // The shell's own build-info.json, served from the live release's folder.
    const info = (await (await fetch(`${baseUrl}/build-info.json`, { headers })).json()) as Remote;
    return typeof info.version === 'string' ? info.version : null;
  }
  const manifest = (await (await fetch(`${baseUrl}/mfe-manifest.json`, { headers })).json()) as { remotes?: Remote[] };
  const remote = manifest.remotes?.find((r) => r.name === dir.replace('-', '_'));
  return typeof remote?.version === 'string' ? remote.version : null;
}

export type Served = 'served' | 'unreachable' | 'not-switched';

/**
 * Waits until the running gateway serves `version` of `dir` (to a user in the canary when
 * `canaryPercent` is given): 'unreachable' at once when nothing answers at `baseUrl` (no stack
 * running), 'not-switched' when it still serves another version after `timeoutMs`.
 */
export async function waitUntilServed(baseUrl: string, dir: ReleaseAppDir, version: string, { canaryPercent, timeoutMs = 15_000 }: { canaryPercent?: number; timeoutMs?: number } = {}): Promise<Served> {
  const visitor = canaryPercent ? canaryVisitor(dir, canaryPercent) : null;
  const until = Date.now() + timeoutMs;
  let answered = false;
  while (Date.now() < until) {
    try {
      const served = await servedVersion(baseUrl, dir, visitor);
      answered = true;
      if (served === version) return 'served';
    } catch {
      if (!answered) return 'unreachable';
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'not-switched';
}

/** One line saying how it went, with the seconds since the command started (the measured switch time). */
export function servedReport(served: Served, { baseUrl, what, seconds, releasesDir }: { baseUrl: string; what: string; seconds: string; releasesDir: string }): string {
  if (served === 'served') return `${baseUrl} serves ${what}: ${seconds} s from the command's start`;
  if (served === 'unreachable') return `nothing answers at ${baseUrl}: the switch is recorded and applies when the gateway runs`;
  return `${baseUrl} still does not serve ${what} after 15 s: is its gateway reading ${releasesDir}?`;
}
