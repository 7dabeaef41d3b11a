import { create } from 'zustand';
import { storage } from '../util/local-storage.ts';
import { directionOf, isKnownLanguage, preferredLanguage, type Language } from './languages.ts';

/** The spec's local-storage key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

type LanguageState = {
  language: Language;
  /** Shows the apps in `language` once every app on the page has its catalog; keeps the choice. */
  setLanguage: (language: Language) => Promise<void>;
};

/** Loaders of the catalogs every app on the page needs before it can show a language (app-i18n.ts). */
const catalogLoaders = new Set<(language: Language) => Promise<unknown>>();

export function registerCatalogLoader(load: (language: Language) => Promise<unknown>): void {
  catalogLoaders.add(load);
}

/** The stored choice, else the browser's languages: a first visit in a Hindi browser opens in Hindi. */
function initialLanguage(): Language {
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  if (isKnownLanguage(stored)) return stored;
  return preferredLanguage(globalThis.navigator?.languages ?? []);
}

/** The language last asked for: a slower catalog of an earlier choice must not switch back to it. */
let asked: Language | null = null;

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: initialLanguage(),
  async setLanguage(language) {
    if (!isKnownLanguage(language)) return;
    asked = language;
    storage.set(LANGUAGE_STORAGE_KEY, language);
    // Switch only when the texts are here, so the page never shows half one language, half another.
    await Promise.all([...catalogLoaders].map((load) => load(language).catch(() => undefined)));
    if (asked === language && get().language !== language) set({ language });
  },
}));

/** The language the apps show now (outside React: services such as toasts and date formatters). */
export const currentLanguage = (): Language => useLanguageStore.getState().language;

export const useLanguage = (): Language => useLanguageStore((state) => state.language);

/** `<html lang dir>` follow the language, so screen readers, hyphenation and logical CSS follow too. */
export function reflectLanguageOnDocument(onChange?: (language: Language) => void): () => void {
  const apply = (language: Language) => {
    const root = globalThis.document?.documentElement;
    if (root) {
      root.lang = language;
      root.dir = directionOf(language);
    }
    onChange?.(language);
  };
  apply(currentLanguage());
  return useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) apply(state.language);
  });
}
