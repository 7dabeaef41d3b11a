import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { installRemoteTypes } from './web/federated-types.ts';
import { runWebBuild } from './web/run-web-build.ts';

/**
 * `npm run typecheck`: every workspace and tool folder against its own strict tsconfig, the shell
 * against the types its remotes published (their builds write them: what is stale is built first).
 */
const root = path.resolve(import.meta.dirname, '..');
if (!runWebBuild()) {
  console.error('typecheck: the web build failed, so the remotes published no types to check the shell against');
  process.exit(1);
}
installRemoteTypes();
const projects = [
  'packages/contracts', 'packages/server-kit', 'packages/images', 'packages/demo-data', 'packages/web-kit', 'packages/pincodes', 'packages/releases',
  'services/identity', 'services/catalog', 'services/order', 'services/chat', 'services/notification', 'services/moderation',
  'gateway', 'shell', 'mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin', 'scripts', 'e2e', 'bench',
];
const tsc = path.join(root, 'node_modules/.bin/tsc');
let failed = 0;
for (const project of projects) {
  const result = spawnSync(tsc, ['-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`typecheck failed: ${project}`);
  }
}
console.log(failed ? `typecheck: ${failed} of ${projects.length} projects failed` : `typecheck: ${projects.length} projects clean`);
process.exit(failed ? 1 : 0);
