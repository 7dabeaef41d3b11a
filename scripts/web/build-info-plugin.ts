import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';

export const BUILD_INFO_FILE = 'build-info.json';

/**
 * Writes dist/build-info.json `{ version, builtAt }`. version hashes every emitted file, so it
 * changes exactly when the output does; the gateway's manifest and build-web's staleness check
 * read it.
 */
export class BuildInfoPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const hash = createHash('sha256');
        for (const name of Object.keys(assets).toSorted()) {
          if (name === BUILD_INFO_FILE || name.endsWith('.map')) continue;
          hash.update(name).update('\0').update(assets[name]!.buffer()).update('\0');
        }
        const info = { version: hash.digest('hex').slice(0, 16), builtAt: new Date().toISOString() };
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}
