import type { Compiler } from '@rspack/core';
import { rspack } from '@rspack/core';

import type { ChunkGroupLike } from './page-assets.ts';

/**
 * The files the host must fetch after its entry before it can render anything: the chunk groups the
 * entry's `import(bootstrap)` and the bootstrap's own imports of the app open (`firstRequests`: the
 * shell's code and CSS) and the shared singletons it provides (React, the router, react-query,
 * web-kit…), which Module Federation loads only once the entry has run.
 */
export function firstFiles(groups: Iterable<ChunkGroupLike>, firstRequests: readonly string[]): string[] {
  const files: string[] = [];
  for (const group of groups) {
    const firstNeeded = group.origins.some(({ request, module }) => {
      const from = module?.identifier() ?? '';
      // The host's own copies are what the page runs (loaded-first): their 'provide' chunks, not the
      // 'consume' fallbacks, which hold the same modules again under other chunk names.
      return (request !== undefined && firstRequests.includes(request)) || from.startsWith('provide shared module');
    });
    if (firstNeeded) files.push(...group.getFiles());
  }
  return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).toSorted();
}

/** The preload tags for those files, after the entry's own script so it still comes first. */
export function preloadTags(files: string[], publicPath: string): string {
  return files.map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${publicPath}${file}">`).join('');
}

/**
 * Adds preload links for the host's first files to index.html: without them the browser learns of
 * them only after the entry script has downloaded and run, one round trip after another (on a
 * phone on 4G, ~150 ms each plus the download).
 */
export class FirstFilesPreloadPlugin {
  readonly #firstRequests: readonly string[];

  constructor({ firstRequests }: { firstRequests: readonly string[] }) {
    this.#firstRequests = firstRequests;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstFilesPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('FirstFilesPreloadPlugin', (data) => {
        const files = firstFiles(compilation.chunkGroups, this.#firstRequests);
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        data.html = data.html.replace('</head>', `${preloadTags(files, publicPath)}</head>`);
        return data;
      });
    });
  }
}
