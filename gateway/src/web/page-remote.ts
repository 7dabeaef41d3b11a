import { versionedEntry } from '@haat/contracts/mfe-entry';
import type { ManifestRemote } from './manifest-remote.ts';

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

/**
 * The remote and route whose table holds the page at `urlPath`, or null (unknown page, or no tables).
 * A route of parameters only (the buyer's `/:customSlug`) is never chosen: the shell's own pages
 * (`/login`, `/profile`) are not in the manifest and would look like it.
 */
export function remoteForPage<R extends ManifestRemote>(remotes: readonly R[], urlPath: string): { remote: R; route: string } | null {
  const path = segmentsOf(urlPath);
  let best: { remote: R; route: string; rank: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes ?? []) {
      if (segmentsOf(route.path).every((part) => part.startsWith(':')) && path.length > 0) continue;
      const rank = fit(route.path, path);
      if (rank >= 0 && (!best || rank > best.rank)) best = { remote, route: route.path, rank };
    }
  }
  return best ? { remote: best.remote, route: best.route } : null;
}

/**
 * The remote whose table has exactly the route pattern `route`: for a page the gateway has
 * recognised itself (a store's custom slug, which `remoteForPage` never guesses), or null.
 */
export function remoteWithRoute<R extends ManifestRemote>(remotes: readonly R[], route: string): { remote: R; route: string } | null {
  const remote = remotes.find((candidate) => candidate.routes?.some((entry) => entry.path === route));
  return remote ? { remote, route } : null;
}

const HEAD_END = /<\/head>/i;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html asking at once, beside the shell's own script, for the page's remote entry and the
 * files its page needs first (`assets`, URLs), instead of one after another once the shell has
 * started, read the manifest and loaded the remote: round trips less before the page renders.
 * Low priority, so they never hold back the shell's own script, which runs first anyway.
 */
export function withRemotePreload(html: string, remote: ManifestRemote | null, assets: readonly string[] = []): string {
  if (!remote || !HEAD_END.test(html)) return html;
  const links = [versionedEntry(remote), ...assets].map((href) =>
    `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${attribute(href)}" fetchpriority="low">`);
  return html.replace(HEAD_END, () => `${links.join('')}</head>`);
}
