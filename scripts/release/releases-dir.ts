import path from 'node:path';
import { defaultReleasesDir, isReleaseAppName, RELEASE_APPS, type ReleaseAppDir, type ReleaseAppName } from '@haat/releases';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the release commands keep versions and the state file: as the gateway reads them (HAAT_RELEASES_DIR, else .haat/releases). */
export const releasesDir = (): string => process.env['HAAT_RELEASES_DIR'] ?? defaultReleasesDir(root);

/** The app a command names (shell, buyer, seller, delivery, admin), or an exit with the choices. */
export function appNamed(name: string | undefined): { name: ReleaseAppName; dir: ReleaseAppDir } {
  if (!name || !isReleaseAppName(name)) {
    console.error(`name an app: ${Object.keys(RELEASE_APPS).join(', ')}`);
    process.exit(2);
  }
  return { name, dir: RELEASE_APPS[name] };
}

/** The running gateway the commands check (and --verify opens): HAAT_BASE_URL or --base-url, else localhost:8080. */
export function baseUrlOf(args: string[]): string {
  const i = args.indexOf('--base-url');
  return (i >= 0 ? args[i + 1] : undefined) ?? process.env['HAAT_BASE_URL'] ?? 'http://localhost:8080';
}
