/** One entry of GET /mfe-manifest.json, written by the gateway from each remote's build-info.json. */
export type ManifestRemote = { name: string; entry: string; version?: string };

const isManifestRemote = (value: unknown): value is ManifestRemote => {
  const r = value as Partial<ManifestRemote> | null;
  return !!r && typeof r.name === 'string' && /^[A-Za-z_$][\w$]*$/.test(r.name) && typeof r.entry === 'string';
};

/** Which remotes to load and from where; throws when the manifest cannot be read. */
export async function loadManifest(url = '/mfe-manifest.json'): Promise<ManifestRemote[]> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown };
  return Array.isArray(body.remotes) ? body.remotes.filter(isManifestRemote) : [];
}

/** The version goes into the entry URL so a new deployment is never served from a stale cache. */
export function versionedEntry({ entry, version }: ManifestRemote): string {
  if (!version || entry.includes('?')) return entry;
  return `${entry}?v=${encodeURIComponent(version)}`;
}
