import { remoteFederation } from '../scripts/web/shared-singletons.ts';

/** A remote: the shell finds it through /mfe-manifest.json and loads `./routes` from it. */
export default remoteFederation('mfe_buyer', { './routes': './src/routes.tsx' }, import.meta.dirname);
