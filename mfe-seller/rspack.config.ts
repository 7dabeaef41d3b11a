import { rspack } from '@rspack/core';
import { createWebAppConfig } from '../scripts/web/rspack-app-config.ts';
import federation from './module-federation.config.ts';

const config = createWebAppConfig({ appDir: import.meta.dirname, federation, kind: 'remote' });
// A visible label for release checks (HAAT_BUILD_LABEL); unset, the dashboard shows none.
config.plugins = [...(config.plugins ?? []), new rspack.DefinePlugin({ HAAT_SELLER_BUILD_LABEL: JSON.stringify(process.env['HAAT_BUILD_LABEL'] ?? '') })];

export default config;
