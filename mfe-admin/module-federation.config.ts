import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { federationDefaults, remoteRuntimeExperiments } from '../scripts/web/shared-singletons.ts';

/** A remote: the shell finds it through /mfe-manifest.json and loads `./routes` from it. */
export default createModuleFederationConfig({
  name: 'mfe_admin',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  ...federationDefaults,
  experiments: remoteRuntimeExperiments,
});
