import { createAppI18n } from './app-i18n.ts';

/** Web-kit's own texts (dialogs, pagers, forms, chat, the invoice): its catalogs are in ../locales. */
export const { useT: useKitT, translate: translateKit, preload: preloadKitCatalog } = createAppI18n(
  (language) => import(`../locales/${language}.json`),
);
