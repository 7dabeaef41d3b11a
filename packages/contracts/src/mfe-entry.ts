/**
 * The URL a remote's entry loads from: its version appended, so a new deployment is never served
 * from a stale cache. The shell loads it and the gateway preloads the same URL (one function, or
 * the preload would fetch a file the shell never asks for). Zod-free: '@haat/contracts/mfe-entry'.
 */
export function versionedEntry({ entry, version }: { entry: string; version?: string | undefined }): string {
  if (!version || entry.includes('?')) return entry;
  return `${entry}?v=${encodeURIComponent(version)}`;
}
