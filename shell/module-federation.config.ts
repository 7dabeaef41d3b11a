import { hostFederation } from '../scripts/web/shared-singletons.ts';

/** The host: it provides the shared singletons and finds its remotes in /mfe-manifest.json at run time. */
export default hostFederation('shell');
