/**
 * Spec §2: a failed lazy load of a page reloads the page. Once: a mark in sessionStorage remembers
 * the reload, so a chunk that is really gone shows the error page instead of reloading forever.
 */

export const CHUNK_RELOAD_MARK_KEY = 'haat:reloaded-after-chunk-error';
/** A second failure of the same path within this time is not reloaded again. */
const CHUNK_RELOAD_GUARD_MS = 30_000;

type ChunkReloadMark = { path: string; at: number };

/** A page's code could not be fetched (a new deployment replaced its chunk, or the network blinked). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(text);
}

/** Whether to reload for this error on this path, given the mark left by an earlier reload (raw JSON or null). */
export function shouldReloadForChunkError(error: unknown, path: string, rawMark: string | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  let mark: Partial<ChunkReloadMark> | null = null;
  try {
    mark = JSON.parse(rawMark ?? 'null') as Partial<ChunkReloadMark> | null;
  } catch {
    mark = null;
  }
  const recent = !!mark && mark.path === path && typeof mark.at === 'number' && now - mark.at >= 0 && now - mark.at < CHUNK_RELOAD_GUARD_MS;
  return !recent;
}

export const chunkReloadMark = (path: string, now: number): string => JSON.stringify({ path, at: now } satisfies ChunkReloadMark);
