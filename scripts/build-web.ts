/**
 * Builds the web apps — the shell, then each remote — one after another (two rspack builds at
 * once would fight over two cores). An app is skipped when its dist/build-info.json is newer than
 * every source it is built from, unless --force is given.
 *
 *   node scripts/build-web.ts [--force] [app ...]
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildApp, WEB_APPS as APPS, type WebApp } from './web/build-app.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Sources every app is built from besides its own folder. */
const SHARED_INPUTS = ['packages/web-kit/src', 'packages/web-kit/package.json', 'packages/contracts/src', 'packages/contracts/package.json', 'scripts/web', 'tsconfig.web.json'];
const IGNORED = new Set(['node_modules', 'dist', '.turbo']);

async function newestMtime(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

async function isFresh(app: string): Promise<boolean> {
  const infoFile = path.join(root, app, 'dist', 'build-info.json');
  const built = await stat(infoFile).then((s) => s.mtimeMs).catch(() => 0);
  if (!built) return false;
  const inputs = [path.join(root, app), ...SHARED_INPUTS.map((p) => path.join(root, p))];
  const newest = Math.max(...(await Promise.all(inputs.map(newestMtime))));
  return built > newest;
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const chosen = args.filter((a) => !a.startsWith('--'));
const unknown = chosen.filter((a) => !(APPS as readonly string[]).includes(a));
if (unknown.length > 0) {
  console.error(`unknown app(s): ${unknown.join(', ')}; choose from ${APPS.join(', ')}`);
  process.exit(2);
}

process.env.NODE_ENV ??= 'production';
let failed = false;
for (const app of chosen.length > 0 ? (chosen as WebApp[]) : APPS) {
  if (!force && (await isFresh(app))) {
    console.log(`${app} is up to date`);
    continue;
  }
  try {
    await buildApp(app);
  } catch (err) {
    failed = true;
    console.error(err instanceof Error ? err.message : err);
  }
}
process.exit(failed ? 1 : 0);
