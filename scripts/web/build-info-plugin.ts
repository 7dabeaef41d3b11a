import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { readRouteTable, type RouteTableEntry } from './route-table.ts';
import { pageAssets, pageImportsOf } from './page-assets.ts';

const BUILD_INFO_FILE = 'build-info.json';

/**
 * dist/build-info.json; `routes` only for a remote (its route-table.ts), with `pageAssets`: the
 * files each page needs first (the gateway preloads them with the page).
 */
type BuildInfo = { version: string; builtAt: string; routes?: RouteTableEntry[]; pageAssets?: Record<string, string[]> };

type BuildInfoOptions = {
  /** A remote's route-table.ts: its pages' paths and access rules are copied into build-info.json. */
  routeTable?: string | undefined;
};

/**
 * Writes dist/build-info.json `{ version, builtAt, routes? }`. version hashes every emitted file, so
 * it changes exactly when the output does; the gateway's manifest and build-web's staleness check
 * read it. `routes` lets the shell route to a remote's pages before loading the remote.
 */
export class BuildInfoPlugin {
  readonly #routeTable: string | undefined;

  constructor({ routeTable }: BuildInfoOptions = {}) {
    this.#routeTable = routeTable;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const routeTable = this.#routeTable;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async (assets) => {
        const hash = createHash('sha256');
        for (const name of Object.keys(assets).toSorted()) {
          if (name === BUILD_INFO_FILE || name.endsWith('.map')) continue;
          hash.update(name).update('\0').update(assets[name]!.buffer()).update('\0');
        }
        const info: BuildInfo = { version: hash.digest('hex').slice(0, 16), builtAt: new Date().toISOString() };
        if (routeTable) {
          info.routes = await readRouteTable(routeTable);
          const routesModule = path.join(path.dirname(routeTable), 'routes.tsx');
          info.pageAssets = pageAssets(compilation.chunkGroups, await pageImportsOf(routesModule), { routesModule });
        }
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}
