import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

/** One project's check; its output is kept and printed whole, so two checks at once do not interleave. */
function check(project: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

// tsc uses one core: as many checks at once as there are cores.
const queue = [...projects];
let failed = 0;
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { ok, output } = await check(project);
    process.stdout.write(output);
    if (!ok) {
      failed++;
      console.error(`typecheck failed: ${project}`);
    }
  }
}));
console.log(failed ? `typecheck: ${failed} of ${projects.length} projects failed` : `typecheck: ${projects.length} projects clean`);
process.exit(failed ? 1 : 0);
