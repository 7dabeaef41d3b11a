import { createAppI18n } from '@haat/web-kit';

/** The shell's texts: English beside each feature (messages.json), other languages in ./locales. */
export const { useT, translate, preload: preloadShellCatalog } = createAppI18n((language) => import(`./locales/${language}.json`));
