import type { ManifestRemote } from '@haat/contracts/mfe-entry';

export type { ManifestRemote, ManifestRoute } from '@haat/contracts/mfe-entry';

/** A remote as pages see it: with the files each of its pages needs first (URLs), by route path. */
export type PageRemote = ManifestRemote & { pageAssets?: Record<string, string[]> };
