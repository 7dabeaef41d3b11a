/**
 * Remotes that failed to load in this page view, with why. load-remote-routes.ts records here; the
 * router reads it to show the fallback page instead of a redirect or a blank page.
 */
export type RemoteFailure = { id: string; reason: string };

const failures = new Map<string, RemoteFailure>();

export function recordRemoteFailure(id: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  failures.set(id, { id, reason });
}

export const remoteFailures = (): RemoteFailure[] => [...failures.values()];
