import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { BuildInfoPlugin } from './build-info-plugin.ts';
import { catalogLanguages } from './catalog-languages.ts';
import { FirstFilesPreloadPlugin } from './first-files-preload-plugin.ts';
import { ROUTE_TABLE_MODULE } from './route-table.ts';

type WebAppOptions = {
  /** The app's folder (shell/, mfe-buyer/...). */
  appDir: string;
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0];
  /** host: has index.html and is served at /; remote: loaded by the host from /mfe/<dir>/. */
  kind: 'host' | 'remote';
  /** The federation runtime's ES module build (the default); bench/web/web-federation-options.ts measures without it. */
  runtimeAsEsm?: boolean;
};

const isDev = process.env.NODE_ENV === 'development';

/** The first versions with ES2022 (the `target` below): what the CSS is written for. */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 15.4', 'ios_saf >= 15.4', 'samsung >= 17'];

const requireHere = createRequire(import.meta.url);
/** The packages of Module Federation 2's runtime that end up in the browser. */
const FEDERATION_RUNTIME_PACKAGES = ['runtime', 'runtime-core', 'runtime-tools', 'webpack-bundler-runtime', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'].map((name) => `@module-federation/${name}`);

/**
 * Module Federation 2's runtime as ES modules. Its build plugins find the runtime with Node's
 * `require.resolve`, which picks each package's CommonJS build, where nothing can be left out: the
 * snapshot plugin, the Node script loader and the manifest code stay in even with `disableSnapshot`
 * and `target: 'web'`. Pointing those files at the packages' ES module builds lets the bundler drop
 * what the runtime's build-time switches turn off (docs/decisions/0222-module-federation-2-and-react.md).
 */
const federationRuntimeAsEsm = (): Record<string, string> =>
  Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.flatMap((pkg) => {
      const esm = fileURLToPath(import.meta.resolve(pkg));
      return [[`${requireHere.resolve(pkg)}$`, esm], [`${pkg}$`, esm]];
    }),
  );

/**
 * The rspack config every web app shares: TypeScript + JSX through the built-in SWC loader,
 * native CSS, hashed file names, a minified production build in <app>/dist and build-info.json
 * (with a remote's route table).
 */
export function createWebAppConfig({ appDir, federation, kind, runtimeAsEsm = true }: WebAppOptions): Configuration {
  const isHost = kind === 'host';
  return {
    mode: isDev ? 'development' : 'production',
    context: appDir,
    target: ['web', 'es2022'],
    // Hosts start at src/index.ts (which only imports ./bootstrap); a remote's entry is its remoteEntry.js.
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes must load their chunks from where their remoteEntry.js came from, not the page's origin.
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: runtimeAsEsm ? federationRuntimeAsEsm() : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // Message files: a feature's English messages.json and each language's locales/<code>.json, compiled (messages-loader.ts).
        {
          test: /(\/messages|\/locales\/[a-z]{2,3})\.json$/,
          loader: path.join(import.meta.dirname, 'messages-loader.ts'),
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      new rspack.DefinePlugin({ HAAT_LANGUAGES: JSON.stringify(catalogLanguages()) }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'index.html'), scriptLoading: 'defer' }),
            // The host's entry only imports its bootstrap (docs/toolchain.md), which imports the app in a
            // task of its own (shell/src/bootstrap.tsx): preload what both pull in.
            new FirstFilesPreloadPlugin({ firstRequests: ['./bootstrap.tsx', './render-app.tsx'] }),
          ]
        : []),
      // A remote's pages (path and access) go into build-info.json, so the shell can route before loading it.
      new BuildInfoPlugin({ routeTable: isHost ? undefined : path.join(appDir, ROUTE_TABLE_MODULE) }),
    ],
    // Never a runtimeChunk on a remote (docs/toolchain.md); the host keeps the default too.
    optimization: {
      minimize: !isDev,
      // CSS for the browsers the JavaScript target (es2022) already needs: without targets the minifier
      // writes each logical property (margin-inline-start…) out again as :lang() fallbacks for
      // browsers from before 2021, almost tripling the shell's CSS (docs/decisions/0253-…).
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
