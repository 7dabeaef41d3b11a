/** A remote's page as its build-info.json lists it: where it is and who may open it, no code. */
export type ManifestRoute = { path: string; access: string };
/**
 * One remote in /mfe-manifest.json. `routes` (since the shell loads remotes on demand) lets the
 * shell route to a remote's pages before loading it; a remote without it is loaded at start.
 */
export type ManifestRemote = { name: string; entry: string; version: string; routes?: ManifestRoute[] };
/** A remote as pages see it: with the files each of its pages needs first (URLs), by route path. */
export type PageRemote = ManifestRemote & { pageAssets?: Record<string, string[]> };
