export { LANGUAGES, SOURCE_LANGUAGE, RTL_MARKER, directionOf, isKnownLanguage, languageName, intlLocaleOf, preferredLanguage, type Language } from './languages.ts';
export { LANGUAGE_STORAGE_KEY, useLanguageStore, useLanguage, currentLanguage, reflectLanguageOnDocument } from './language-store.ts';
export { createAppI18n, type CatalogPart, type MessageTable, type MessageValues, type Translate } from './app-i18n.ts';
export { withTags } from './tagged-text.tsx';
export { useKitT, translateKit, preloadKitCatalog } from './kit-i18n.ts';
