import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs scripts/build-web.ts (only the apps whose build is missing or stale) in a child process with
 * its output on this one's, for `npm start`, `npm test`, the browser suites and bench:web; true when
 * it succeeded.
 */
export function runWebBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(process.execPath, [path.join(root, 'scripts/build-web.ts')], { cwd: root, stdio: 'inherit', env }).status === 0;
}
