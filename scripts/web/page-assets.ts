import { readFile } from 'node:fs/promises';

/** The minimum of rspack's compilation this reads: each async chunk group, what created it, its files. */
export type ChunkGroupLike = {
  origins: ReadonlyArray<{ request?: string | undefined; module?: { identifier(): string } | undefined }>;
  getFiles(): string[];
};

/** `'/path': { lazy: () => import('./pages/x.tsx')` in a remote's routes.tsx: the page module behind each path. */
const PAGE_IMPORT = /'(\/[^']*)':\s*\{\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

export async function pageImportsOf(routesModule: string): Promise<Map<string, string>> {
  const text = await readFile(routesModule, 'utf8');
  return new Map([...text.matchAll(PAGE_IMPORT)].map((m) => [m[1]!, m[2]!]));
}

/**
 * The files a remote's page needs before it can render (its exposed `./routes` module and the page's
 * chunk group: scripts and CSS), per route path. The gateway preloads them with the page's HTML, so
 * the browser fetches them beside the shell instead of one round trip after another.
 */
export function pageAssets(groups: Iterable<ChunkGroupLike>, pageImports: Map<string, string>, { routesModule }: { routesModule: string }): Record<string, string[]> {
  const byRequest = new Map<string, string[]>();
  let exposed: string[] = [];
  for (const group of groups) {
    for (const origin of group.origins) {
      const from = origin.module?.identifier() ?? '';
      if (origin.request && from.endsWith(routesModule)) byRequest.set(origin.request, group.getFiles());
      // The container entry names what it exposes: the './routes' module's own chunks.
      else if (from.includes('"./routes"')) exposed = group.getFiles();
    }
  }
  const out: Record<string, string[]> = {};
  for (const [path, request] of pageImports) {
    const files = byRequest.get(request);
    if (files) out[path] = [...new Set([...exposed, ...files])].filter((file) => /\.(js|css)$/.test(file));
  }
  return out;
}
