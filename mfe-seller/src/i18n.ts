import { createAppI18n } from '@haat/web-kit';

/** The seller app's texts: English beside each feature (messages.json), other languages in ./locales. */
export const { useT, translate, preload } = createAppI18n((language) => import(`./locales/${language}.json`));

// A Hindi seller's catalog starts downloading as soon as the remote loads, before the first page asks for it.
void preload();
