/**
 * The URL a remote's entry loads from: its version appended, so a new deployment is never served
 * from a stale cache. The shell loads it and the gateway preloads the same URL (one function, or
 * the preload would fetch a file the shell never asks for). Zod-free: '@haat/contracts/mfe-entry'.
 */
export function versionedEntry({ entry, version }: { entry: string; version?: string | undefined }): string {
  if (!version || entry.includes('?')) return entry;
  return `${entry}?v=${encodeURIComponent(version)}`;
}

/** A remote's page as its build-info.json and /mfe-manifest.json list it: where it is and who may open it, no code. */
export type ManifestRoute<Access extends string = string> = { path: string; access: Access };
/**
 * One remote in /mfe-manifest.json, written by the gateway from each remote's build-info.json. With
 * `routes` the shell routes to the remote's pages and loads it when one is opened; without (older
 * builds, rollback manifests) the remote is loaded at start.
 */
export type ManifestRemote<Access extends string = string> = { name: string; entry: string; version?: string; routes?: ManifestRoute<Access>[] };

/**
 * Data the gateway writes into a page's HTML (`<script type="application/json" id=…>`) so the page
 * need not fetch it once its scripts have run: the manifest (left out while a canary makes it differ
 * per user), and on store pages the reply to the page's first API call, keyed by the URL it calls.
 */
export const FIRST_DATA_IDS = { manifest: 'haat-manifest', replies: 'haat-first-replies' } as const;
