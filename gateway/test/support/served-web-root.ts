import { getRequestListener } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@haat/server-kit';
import { createLiveReleases } from '@haat/releases';
import { createWebApp } from '../../src/app.ts';
import { createCorsPolicy } from '../../src/middleware/cors.ts';
import { createWebAssets } from '../../src/web/web-assets.ts';

export type ServedWebRoot = {
  /** The served app's root URL. */
  base: string;
  close(): Promise<void>;
};

/**
 * The gateway's web side alone (built files, the remotes' manifest) over HTTP, serving a temporary
 * web root that `fill` writes first; `close` stops it and deletes the folder.
 */
export async function serveWebRoot(
  name: string,
  fill: (webRoot: string) => Promise<void>,
  { releasesDir, publicAssetBase }: { releasesDir?: (webRoot: string) => string; publicAssetBase?: string } = {},
): Promise<ServedWebRoot> {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), `haat-${name}-`));
  await fill(webRoot);
  const logger = createLogger({ name: `${name}-test`, level: 'silent' });
  const releases = releasesDir ? createLiveReleases({ releasesDir: releasesDir(webRoot) }) : undefined;
  const app = createWebApp({ logger, cors: createCorsPolicy(''), web: createWebAssets({ webRoot, releases, publicAssetBase }) });
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}
