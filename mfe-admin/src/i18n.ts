import { createAppI18n } from '@haat/web-kit';

/** The superadmin console's texts: English beside each feature (messages.json), other languages in ./locales. */
export const { useT, translate, preload } = createAppI18n((language) => import(`./locales/${language}.json`));

// A Hindi admin's catalog starts downloading as soon as this remote loads, not when its first page renders.
void preload();
