import path from 'node:path';
import { hostFederation } from '../scripts/web/shared-singletons.ts';

/**
 * The host: it provides the shared singletons and finds its remotes in /mfe-manifest.json at run
 * time; its runtime plugin turns a broken remote into the fallback page.
 */
export default hostFederation('shell', [path.join(import.meta.dirname, 'src/federation/remote-fallback-plugin.ts')]);
