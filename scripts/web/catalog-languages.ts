import { readdirSync } from 'node:fs';
import path from 'node:path';

const KIT_LOCALES = path.resolve(import.meta.dirname, '../../packages/web-kit/src/locales');

/** English and every language web-kit has a catalog file for (web-kit's i18n/languages.ts reads it as HAAT_LANGUAGES). */
export function catalogLanguages(): string[] {
  const catalogs = readdirSync(KIT_LOCALES).filter((file) => /^[a-z]{2,3}\.json$/.test(file)).map((file) => file.slice(0, -'.json'.length));
  return ['en', ...catalogs.toSorted()];
}
