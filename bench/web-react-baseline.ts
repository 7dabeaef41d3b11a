import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack-helpers.ts';

/**
 * bench:web's same-run baseline: every web app built again with React itself
 * (`HAAT_WEB_RENDERER=react`) into a folder of its own, laid out as a WEB_ROOT (`<app>/dist`), so the
 * working tree's builds stay as they are. Returns that folder.
 */
export function buildReactBaseline(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'haat-web-react-'));
  const buildApp = pathToFileURL(path.join(root, 'scripts/web/build-app.ts')).href;
  // A child process: the renderer is read once, when the build scripts load.
  const script = `import { buildApp, WEB_APPS } from ${JSON.stringify(buildApp)};
for (const app of WEB_APPS) await buildApp(app, { outputPath: ${JSON.stringify(webRoot)} + '/' + app + '/dist' });`;
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root, stdio: 'inherit', env: { ...process.env, HAAT_WEB_RENDERER: 'react', NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the React baseline did not build');
  return webRoot;
}
