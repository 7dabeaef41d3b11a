import type { ManifestRemote } from './web-assets.ts';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);

/**
 * How well a route pattern (`/stores/:storeId`) fits a path: -1 when it does not, else a rank where
 * fixed segments outweigh parameters, so `/stores` beats the buyer's `/:customSlug` as in the shell.
 */
function fit(pattern: string, path: string[]): number {
  const parts = segmentsOf(pattern);
  if (parts.length !== path.length) return -1;
  let rank = 0;
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) rank += 1;
    else if (part === path[i]) rank += 2;
    else return -1;
  }
  return rank;
}

/** The remote whose route table holds the page at `urlPath`, or null (unknown page, or no tables). */
export function remoteForPage(remotes: readonly ManifestRemote[], urlPath: string): ManifestRemote | null {
  const path = segmentsOf(urlPath);
  let best: { remote: ManifestRemote; rank: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes ?? []) {
      const rank = fit(route.path, path);
      if (rank >= 0 && (!best || rank > best.rank)) best = { remote, rank };
    }
  }
  return best?.remote ?? null;
}

/** The URL the shell loads a remote's entry from (shell/src/federation/load-manifest.ts `versionedEntry`). */
export function remoteEntryUrl({ entry, version }: Pick<ManifestRemote, 'entry' | 'version'>): string {
  if (!version || entry.includes('?')) return entry;
  return `${entry}?v=${encodeURIComponent(version)}`;
}

const HEAD_END = /<\/head>/i;

/**
 * index.html asking for the page's remote entry at once, beside the shell's own script, instead of
 * after the shell has started and read the manifest: one round trip less before the page renders.
 */
export function withRemotePreload(html: string, remote: ManifestRemote | null): string {
  if (!remote || !HEAD_END.test(html)) return html;
  const href = remoteEntryUrl(remote).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(HEAD_END, () => `<link rel="preload" as="script" href="${href}"></head>`);
}
