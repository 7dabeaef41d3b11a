import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's texts in the reader's language. Services write their texts in English, as the spec
 * gives them (a client written against the spec reads them unchanged); each language's catalog,
 * locales/<code>.json, maps an English text to its translation. A text with variable parts is
 * written with ICU-style placeholders ("Only {count} left of {name}"), and matches any text of that
 * shape; the parts are carried over as they are. A text without a translation stays English.
 */
export const SOURCE_LANGUAGE = 'en';

type Pattern = { match: RegExp; names: string[]; translation: string };
type Catalog = { exact: Map<string, string>; patterns: Pattern[] };

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entries: Record<string, string>): Catalog {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translation] of Object.entries(entries)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english.split(PLACEHOLDER).map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part))).join('');
    patterns.push({ match: new RegExp(`^${source}$`, 's'), names, translation });
  }
  // The most specific shape first: "Store {name} is closed" before "{text}".
  return { exact, patterns: patterns.toSorted((a, b) => b.match.source.length - a.match.source.length) };
}

const LOCALES = path.join(import.meta.dirname, 'locales');

/** Every catalog in ./locales, read once at start. */
const catalogs = new Map<string, Catalog>(
  readdirSync(LOCALES)
    .filter((file) => /^[a-z]{2,3}\.json$/.test(file))
    .map((file) => [file.slice(0, -'.json'.length), compile(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, string>)]),
);

/** The languages the server speaks: English and each catalog's. */
export const SERVER_LANGUAGES: readonly string[] = [SOURCE_LANGUAGE, ...catalogs.keys()];

/**
 * The language a request asks for: the first of its Accept-Language tags (by weight) that the server
 * speaks, 'hi-IN' read as 'hi'; English when none (or no header: a client written against the spec).
 */
export function languageOfRequest(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return SOURCE_LANGUAGE;
  const asked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: weight ? Number(weight.slice(2)) || 0 : 1, index };
    })
    .filter((tag) => tag.q > 0)
    .toSorted((a, b) => b.q - a.q || a.index - b.index);
  return asked.find((tag) => SERVER_LANGUAGES.includes(tag.base))?.base ?? SOURCE_LANGUAGE;
}

/** A validation text names its field first ("email: Please enter a valid email address"); the field stays. */
const FIELD_PREFIX = /^([\w.[\]]+): (.+)$/s;

function translateWith(catalog: Catalog, text: string): string {
  const exact = catalog.exact.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of catalog.patterns) {
    const found = pattern.match.exec(text);
    if (found) return pattern.translation.replace(PLACEHOLDER, (whole, name: string) => found[pattern.names.indexOf(name) + 1] ?? whole);
  }
  const field = FIELD_PREFIX.exec(text);
  if (field) {
    const rest = translateWith(catalog, field[2]!);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  // Sentences joined at run time ("Your complaint … has been resolved. Response: …"): each on its own.
  const sentences = text.split(SENTENCE_END);
  if (sentences.length > 1) return sentences.map((sentence) => translateWith(catalog, sentence)).join(' ');
  return text;
}

const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/;

/** A translator over one catalog's entries (English text → translation); the English itself when it has none. */
export function catalogTranslator(entries: Record<string, string>): (text: string) => string {
  const catalog = compile(entries);
  return (text) => (text ? translateWith(catalog, text) : text);
}

/** `text` in `language`; the English text itself when the catalog has no translation for it. */
export function translateText(text: string, language: string): string {
  const catalog = catalogs.get(language);
  return catalog && text ? translateWith(catalog, text) : text;
}

/** The English texts of a language's catalog (the checks compare them with what the services write). */
export function catalogEntries(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as Record<string, string>;
}
