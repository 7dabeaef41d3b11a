import { createAppI18n } from '@haat/web-kit';

/**
 * The buyer remote's texts: English beside each feature (messages.json), other languages in ./locales.
 * The home's first screen takes all its texts from home/messages.json (the store card's and its badges'
 * too), so the first paint carries one small catalog and nothing of the pages behind it.
 */
export const { useT, translate, preload } = createAppI18n((language) => import(`./locales/${language}.json`));

// A Hindi visitor's catalog starts downloading as soon as the remote loads (routes.tsx imports this file).
void preload();
