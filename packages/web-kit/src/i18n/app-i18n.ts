import { setupI18n, type Messages } from '@lingui/core';
import { use, useCallback } from 'react';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages.ts';
import { currentLanguage, registerCatalogLoader, useLanguage } from './language-store.ts';

/**
 * One feature's English texts, imported from its messages.json. The build compiles them to Lingui's
 * compact form (scripts/web/messages-loader.ts); tests read the JSON as written and Lingui compiles
 * it on the fly, which it does outside production builds only.
 */
export type MessageTable = Readonly<Record<string, unknown>>;

/** Placeholders of an ICU message: `{count, plural, one {# item} other {# items}}` takes { count }. */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

export type Translate<M extends MessageTable> = (id: keyof M & string, values?: MessageValues) => string;

type Catalog = { default: Messages };
/** A catalog download: settles either way (a failed one leaves the English texts showing). */
type Download = Promise<void> & { state: 'loading' | 'loaded' | 'failed' };

const hasCatalog = (language: Language) => language !== SOURCE_LANGUAGE && LANGUAGES.includes(language);

/**
 * An app's texts in the chosen language: the English beside its code, the other languages from its
 * catalog files, loaded only when chosen (an English visitor downloads no catalog). Each app (the
 * shell, each remote, web-kit itself) makes one with its own `import('./locales/<code>.json')`.
 */
export function createAppI18n(loadCatalog: (language: Language) => Promise<Catalog>) {
  const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });
  const downloads = new Map<Language, Download>();

  function download(language: Language, retryFailed = false): Download | null {
    if (!hasCatalog(language)) return null;
    const known = downloads.get(language);
    if (known && !(retryFailed && known.state === 'failed')) return known;
    const started = loadCatalog(language).then(
      (catalog) => {
        i18n.load(language, catalog.default);
        started.state = 'loaded';
      },
      () => {
        started.state = 'failed';
      },
    ) as Download;
    started.state = 'loading';
    downloads.set(language, started);
    return started;
  }
  // A switch of language tries again a catalog that failed (offline); rendering never retries in a loop.
  registerCatalogLoader((language) => download(language, true) ?? Promise.resolve());

  function format(messages: MessageTable, id: string, values: MessageValues | undefined, language: Language): string {
    const locale = downloads.get(language)?.state === 'loaded' ? language : SOURCE_LANGUAGE;
    if (i18n.locale !== locale) i18n.activate(locale);
    // A text missing from the catalog falls back to its English (the check in i18n tests keeps that rare).
    return i18n._(id, values as Record<string, unknown> | undefined, { message: messages[id] as string });
  }

  /** A component's texts: `const t = useT(messages); t('cart.empty')`. Waits (Suspense) for a catalog being fetched. */
  function useT<M extends MessageTable>(messages: M): Translate<M> {
    const language = useLanguage();
    const pending = download(language);
    if (pending?.state === 'loading') use(pending);
    return useCallback<Translate<M>>((id, values) => format(messages, id, values, language), [messages, language]);
  }

  /** A text outside a component (a toast, a document title): in the language shown now. */
  function translate<M extends MessageTable>(messages: M, id: keyof M & string, values?: MessageValues): string {
    return format(messages, id, values, currentLanguage());
  }

  /** The catalog of `language` loaded (before the first render, so a Hindi page never flashes English). */
  const preload = (language: Language = currentLanguage()): Promise<void> => download(language) ?? Promise.resolve();

  return { useT, translate, preload };
}
