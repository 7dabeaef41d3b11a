/**
 * Remotes that failed to load in this page view, with why. The fallback plugin and
 * load-remote-routes.ts record here; the router reads it to show the fallback page instead of a
 * redirect or a blank page.
 */
export type RemoteFailure = { id: string; reason: string };

const failures = new Map<string, RemoteFailure>();

export function recordRemoteFailure(id: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  failures.set(id, { id, reason });
}

export const remoteFailures = (): RemoteFailure[] => [...failures.values()];

/** Marks what the fallback plugin hands back in place of a remote's module. */
export const FAILED_REMOTE = Symbol.for('haat.failed-remote');
export type FailedRemoteModule = { [FAILED_REMOTE]: true; routes: [] };

export const isFailedRemoteModule = (value: unknown): value is FailedRemoteModule =>
  typeof value === 'object' && value !== null && FAILED_REMOTE in value;
