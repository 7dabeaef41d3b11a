import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { usedExportsOf } from './used-exports.ts';

/**
 * The one shared-singleton map every app's module-federation.config.ts imports. One copy of each on
 * the page: two Reacts break hooks ("Invalid hook call"), two routers blank the page, and two
 * copies of @haat/web-kit would mean two session and cart stores. Subpaths (`react/`, `react-dom/`)
 * are listed too, or `react/jsx-runtime` and `react-dom/client` load a second React.
 */
const root = path.resolve(import.meta.dirname, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

function installedVersion(pkg: string): string {
  const file = pkg.startsWith('@haat/')
    ? path.join(root, 'packages', pkg.slice('@haat/'.length), 'package.json')
    : requireFromRoot.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function singleton(pkg: string) {
  const version = installedVersion(pkg);
  // Workspace packages move together with the apps; any provided copy will do.
  const requiredVersion = pkg.startsWith('@haat/') ? false : `^${version}`;
  return { singleton: true, requiredVersion, version } as const;
}

const APP_SOURCES = ['shell', 'mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin', 'packages/web-kit'].map((dir) => path.join(root, dir, 'src'));

/**
 * A singleton shipped as only the exports the apps use: the router shared whole is ~64 KB gzip,
 * 12.6 KB tree-shaken here now that the shell routes without the data router (30 KB with
 * createBrowserRouter); react-query 13.1 → 11.3 KB. The list is read from the sources
 * at every build, so no remote can need an export that was left out; a whole-package import
 * anywhere turns it off.
 */
function treeShakenSingleton(pkg: string) {
  const usedExports = usedExportsOf(pkg, APP_SOURCES);
  return usedExports ? { ...singleton(pkg), treeShaking: { mode: 'runtime-infer', usedExports } } as const : singleton(pkg);
}

/**
 * What renders the apps: preact/compat (the default) in place of `react` and `react-dom`
 * (rspack-app-config.ts aliases them), 10 KB gzip instead of React's 68 KB, which is what brings the
 * buyer's first paint inside its budget; `HAAT_WEB_RENDERER=react` builds with React itself. Sources
 * and their types stay React's either way — see docs/decisions.md "preact/compat renders the apps".
 */
export const webRenderer: 'preact' | 'react' = process.env['HAAT_WEB_RENDERER'] === 'react' ? 'react' : 'preact';

/** Under preact, preact itself is shared too: preact/compat imports it, and two copies of its hooks state break every hook. */
const preactSingletons = webRenderer === 'preact' ? { preact: singleton('preact'), 'preact/': singleton('preact') } : {};

const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  ...preactSingletons,
  'react-router': treeShakenSingleton('react-router'),
  zustand: singleton('zustand'),
  '@tanstack/react-query': treeShakenSingleton('@tanstack/react-query'),
  '@haat/web-kit': singleton('@haat/web-kit'),
  '@haat/contracts': singleton('@haat/contracts'),
};

/** Options every app uses (docs/toolchain.md: dts off, loaded-first so a broken remote cannot block others). */
export const federationDefaults = {
  shared: sharedSingletons,
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
} as const;

/**
 * Remotes are registered by their remoteEntry.js (never an mf-manifest.json, whose snapshots the
 * runtime would otherwise handle) and run only in browsers, so the runtime may skip the snapshot
 * plugins and its Node script loader: ~2 KB gzip off the shell's main chunk and each remoteEntry.js.
 */
const runtimeOptimization = { disableSnapshot: true, target: 'web' } as const;

/**
 * The federation runtime ships once, in the shell, and remotes borrow it: each remoteEntry.js drops
 * from ~34 KB to ~17 KB gzip (docs/toolchain.md). It follows that a remote only runs under our shell.
 */
export const hostRuntimeExperiments = { provideExternalRuntime: true, optimization: runtimeOptimization } as const;
export const remoteRuntimeExperiments = { externalRuntime: true, optimization: runtimeOptimization } as const;
