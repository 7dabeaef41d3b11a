import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';

const root = path.resolve(import.meta.dirname, '../..');

/** The web apps, the shell first: each is built on its own (scripts/build-web.ts, scripts/release.ts). */
export const WEB_APPS = ['shell', 'mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin'] as const;
export type WebApp = (typeof WEB_APPS)[number];

/** One rspack build of `config`; rejects on a fatal error (compile errors are in the stats). */
export function runRspack(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) reject(err);
        else if (!stats) reject(new Error('rspack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

/**
 * Builds one web app with its own rspack config, into its dist folder or `outputPath` (a release
 * is built beside the releases, leaving dist as `npm start` built it).
 */
export async function buildApp(app: WebApp, { outputPath }: { outputPath?: string } = {}): Promise<void> {
  const started = performance.now();
  process.env.NODE_ENV ??= 'production';
  const config = ((await import(path.join(root, app, 'rspack.config.ts'))) as { default: Configuration }).default;
  const stats = await runRspack(outputPath ? { ...config, output: { ...config.output, path: outputPath } } : config);
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`[${app}] warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(`[${app}] error: ${error.message}`);
    throw new Error(`${app} failed to build`);
  }
  console.log(`built ${app} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
