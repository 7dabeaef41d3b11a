import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { releaseFolder, VERSION_PATTERN, type ReleaseAppDir } from '@haat/releases';
import { buildApp } from '../web/build-app.ts';

/**
 * Builds one app into a staging folder beside the releases and moves it to
 * `<releasesDir>/<dir>/<version>/`, version being the build's content hash (build-info.json): the
 * same build twice is one version and its folder, once there, is never written again.
 */
export async function publishBuild(releasesDir: string, dir: ReleaseAppDir): Promise<{ version: string; folder: string; isNew: boolean }> {
  const staging = path.join(releasesDir, dir, `.staging-${randomBytes(4).toString('hex')}`);
  try {
    await buildApp(dir, { outputPath: staging });
    const { version } = JSON.parse(await readFile(path.join(staging, 'build-info.json'), 'utf8')) as { version?: unknown };
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) throw new Error(`${dir}'s build-info.json has no content version`);
    const folder = releaseFolder(releasesDir, dir, version);
    const exists = await stat(folder).then(() => true, () => false);
    // A rename, so the gateway never serves a half-copied version.
    if (!exists) await rename(staging, folder);
    return { version, folder, isNew: !exists };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
