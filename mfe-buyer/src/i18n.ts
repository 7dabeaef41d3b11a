import { createAppI18n } from '@haat/web-kit';

/**
 * The buyer remote's texts: English beside each feature (messages.json), other languages in ./locales.
 * The home's first screen takes all its texts from home/messages.json (the store card's and its badges'
 * too), so the first paint carries one small catalog and nothing of the pages behind it.
 */
export const { useT, translate, preload } = createAppI18n(
  // The home's first screen (home.…, common.…) first; the other pages' texts follow (docs/i18n.md).
  (language, part) => (part === 'first'
    ? import(`./locales/${language}.json?part=first&features=home,common`)
    : import(`./locales/${language}.json?part=rest&features=home,common`)),
  { splitCatalog: true },
);

// A Hindi visitor's catalog starts downloading as soon as the remote loads (routes.tsx imports this file).
void preload();
