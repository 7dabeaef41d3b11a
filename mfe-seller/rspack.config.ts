import { createWebAppConfig } from '../scripts/web/rspack-app-config.ts';
import federation from './module-federation.config.ts';

export default createWebAppConfig({ appDir: import.meta.dirname, federation, kind: 'remote' });
