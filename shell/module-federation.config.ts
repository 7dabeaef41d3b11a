import path from 'node:path';
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { federationDefaults, hostRuntimeExperiments } from '../scripts/web/shared-singletons.ts';

/**
 * The host. It names no remotes: they come from /mfe-manifest.json at run time, so a remote can be
 * redeployed (or rolled back) without rebuilding the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  ...federationDefaults,
  experiments: hostRuntimeExperiments,
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/remote-fallback-plugin.ts')],
});
