/**
 * The languages Haat speaks. English is the source: its texts live beside the code that shows them
 * (each feature's messages.json). Every other language is a catalog file, `src/locales/<code>.json`,
 * in web-kit, the shell and each app; the build lists them (HAAT_LANGUAGES, from web-kit's locales
 * folder), so adding Marathi means adding `mr.json` files and nothing else.
 */
declare const HAAT_LANGUAGES: readonly string[] | undefined;

export type Language = string;

export const SOURCE_LANGUAGE = 'en';

/** Languages with a catalog, English first. */
export const LANGUAGES: readonly Language[] = typeof HAAT_LANGUAGES === 'undefined' ? [SOURCE_LANGUAGE] : HAAT_LANGUAGES;

/**
 * The spec's right-to-left marker: 'ur' in the `language` key shows the English texts right to left,
 * which is how the layouts are checked for Urdu, Arabic-script Kashmiri and Sindhi before their catalogs exist.
 */
export const RTL_MARKER = 'ur';

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ks', 'sd', 'ur']);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

/** A language the apps can show: one with a catalog, or the right-to-left marker. */
export const isKnownLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES.includes(value) || value === RTL_MARKER);

/** The first of the browser's languages we speak ('hi-IN' → 'hi'); English when none. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && LANGUAGES.includes(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

/** The language's own name for itself, for the switch: 'hi' → 'हिन्दी'. */
export function languageName(language: Language): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}

/** The BCP 47 tag Intl formats with: Indian English and Hindi as written in India. */
export const intlLocaleOf = (language: Language): string => (language === SOURCE_LANGUAGE || language === RTL_MARKER ? 'en-IN' : `${language}-IN`);
