import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { WEB_APPS } from './build-app.ts';

/**
 * The remotes' federated types. Each remote's production build publishes the types of what it
 * exposes (Module Federation 2's `dts`, shared-singletons.ts `remoteFederation`) as
 * `<remote>/dist/@mf-types.zip`, served beside its remoteEntry.js. The shell is type-checked against
 * them: they are unpacked into `shell/@mf-types/<remote name>/`, the folder Module Federation 2's
 * own type consumer fills, where shell/tsconfig.json maps `mfe_buyer/routes` and the others. A
 * remote that changes what it exposes then fails `npm run typecheck` (and so CI), not a user's page.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Every remote: its folder and its federation name (the module prefix the shell imports types from). */
export const REMOTES = WEB_APPS.filter((app) => app !== 'shell').map((app) => ({ app, name: app.replace('-', '_') }));

/** Where the shell's tsconfig finds the remotes' types. */
export const SHELL_TYPES_DIR = path.join(root, 'shell/@mf-types');

/** Unpacks one published types archive into `into`, replacing what was there; the files it wrote. */
export function unpackTypes(archive: Uint8Array, folder: string): string[] {
  const into = path.resolve(folder);
  rmSync(into, { recursive: true, force: true });
  const written: string[] = [];
  for (const [name, bytes] of Object.entries(unzipSync(archive))) {
    if (name.endsWith('/')) continue;
    const target = path.resolve(into, name);
    // An archive names files inside its folder only.
    if (!target.startsWith(into + path.sep)) throw new Error(`the types archive names a file outside its folder: ${name}`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    written.push(target);
  }
  return written;
}

/** Unpacks every remote's built types for the shell; throws, naming the remote, when one has none (build it first). */
export function installRemoteTypes(into = SHELL_TYPES_DIR): void {
  for (const { app, name } of REMOTES) {
    const archive = path.join(root, app, 'dist/@mf-types.zip');
    let bytes: Buffer;
    try {
      bytes = readFileSync(archive);
    } catch {
      throw new Error(`${app} has published no types (${path.relative(root, archive)}): build it with npm run build`);
    }
    unpackTypes(bytes, path.join(into, name));
  }
}
