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

/**
 * Which part of a language's catalog to fetch: all of it, or for an app that splits it (`firstPart`),
 * the texts of its first screen's features ('first') and the others ('rest').
 */
export type CatalogPart = 'all' | 'first' | 'rest';

/** How long after its first screen's texts an app fetches the rest, unasked: after the first paint, before most taps. */
const REST_AFTER_MS = 2500;

const hasCatalog = (language: Language) => language !== SOURCE_LANGUAGE && LANGUAGES.includes(language);

/**
 * An app's texts in the chosen language: the English beside its code, the other languages from its
 * catalog files, loaded only when chosen (an English visitor downloads no catalog). Each app (the
 * shell, each remote, web-kit itself) makes one with its own `import('./locales/<code>.json')`.
 *
 * With `splitCatalog`, the app's loader is asked for the 'first' part (its first screen's features)
 * before that screen renders and the 'rest' later: when a screen needs a text only the rest has
 * (Suspense waits for it), a few seconds after the first, or at a switch of language.
 */
export function createAppI18n(loadCatalog: (language: Language, part: CatalogPart) => Promise<Catalog>, { splitCatalog = false } = {}) {
  const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });
  const downloads = new Map<string, Download>();
  /** The ids each language's loaded parts hold. */
  const loadedIds = new Map<Language, Set<string>>();

  function download(language: Language, part: CatalogPart, retryFailed = false): Download | null {
    if (!hasCatalog(language)) return null;
    const key = `${language}:${part}`;
    const known = downloads.get(key);
    if (known && !(retryFailed && known.state === 'failed')) return known;
    const started = loadCatalog(language, part).then(
      (catalog) => {
        i18n.load(language, catalog.default);
        const ids = loadedIds.get(language) ?? new Set<string>();
        for (const id of Object.keys(catalog.default)) ids.add(id);
        loadedIds.set(language, ids);
        started.state = 'loaded';
        if (part === 'first') setTimeout(() => download(language, 'rest'), REST_AFTER_MS);
      },
      () => {
        started.state = 'failed';
      },
    ) as Download;
    started.state = 'loading';
    downloads.set(key, started);
    return started;
  }
  const firstPart: CatalogPart = splitCatalog ? 'first' : 'all';
  // A switch of language fetches all of it (the screen on show may need any text), trying again a part
  // that failed (offline); rendering never retries in a loop.
  registerCatalogLoader(async (language) => {
    await download(language, firstPart, true);
    if (splitCatalog) await download(language, 'rest', true);
  });

  const isLoaded = (language: Language) => downloads.get(`${language}:${firstPart}`)?.state === 'loaded';

  function format(messages: MessageTable, id: string, values: MessageValues | undefined, language: Language): string {
    const locale = isLoaded(language) ? language : SOURCE_LANGUAGE;
    if (i18n.locale !== locale) i18n.activate(locale);
    // A text missing from the catalog falls back to its English (the check in i18n tests keeps that rare).
    return i18n._(id, values as Record<string, unknown> | undefined, { message: messages[id] as string });
  }

  /** Whether the loaded parts hold a feature's texts (its first id tells: a feature's texts are in one part). Runs at each render: no array made. */
  function holds(language: Language, messages: MessageTable): boolean {
    for (const first in messages) return loadedIds.get(language)?.has(first) ?? false;
    return true;
  }

  /** A component's texts: `const t = useT(messages); t('cart.empty')`. Waits (Suspense) for a catalog being fetched. */
  function useT<M extends MessageTable>(messages: M): Translate<M> {
    const language = useLanguage();
    const pending = download(language, firstPart);
    if (pending?.state === 'loading') use(pending);
    if (splitCatalog && pending?.state === 'loaded' && !holds(language, messages)) {
      const rest = download(language, 'rest');
      if (rest?.state === 'loading') use(rest);
    }
    return useCallback<Translate<M>>((id, values) => format(messages, id, values, language), [messages, language]);
  }

  /** A text outside a component (a toast, a document title): in the language shown now. */
  function translate<M extends MessageTable>(messages: M, id: keyof M & string, values?: MessageValues): string {
    return format(messages, id, values, currentLanguage());
  }

  /** The first part of `language`'s catalog loaded (before the first render, so a Hindi page never flashes English). */
  const preload = (language: Language = currentLanguage()): Promise<void> => download(language, firstPart) ?? Promise.resolve();

  return { useT, translate, preload };
}
