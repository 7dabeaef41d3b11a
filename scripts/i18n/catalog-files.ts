import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web apps' message files, read as the i18n checks need them: each app's English (the union of
 * its features' messages.json) and its language catalogs (src/locales/<code>.json).
 */
export const root = path.resolve(import.meta.dirname, '../..');
export const WEB_APPS = ['packages/web-kit', 'shell', 'mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin'] as const;

const SKIPPED: ReadonlySet<string> = new Set(['node_modules', 'dist', 'locales']);

/** Every file under `dir` (relative to the repository) whose name passes `keep`, folders named in `skipped` left out. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skipped: ReadonlySet<string> = SKIPPED): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(relative, keep, skipped);
    return keep(entry.name) ? [relative] : [];
  });
}

const readTexts = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;

/** An app's English: every id of its messages.json files, and where each was found (to name a repeat). */
export function englishOf(app: string): { texts: Map<string, string>; repeats: string[] } {
  const texts = new Map<string, string>();
  const where = new Map<string, string>();
  const repeats: string[] = [];
  for (const file of filesUnder(`${app}/src`, (name) => name === 'messages.json')) {
    for (const [id, text] of Object.entries(readTexts(file))) {
      if (where.has(id)) repeats.push(`${id} in ${where.get(id)} and ${file}`);
      texts.set(id, text);
      where.set(id, file);
    }
  }
  return { texts, repeats };
}

/** An app's catalogs by language code. */
export const catalogsOf = (app: string) => catalogsIn(`${app}/src/locales`);

/** The catalogs of a locales folder by language code. */
export function catalogsIn(dir: string): Map<string, Record<string, string>> {
  let files: string[] = [];
  try {
    files = readdirSync(path.join(root, dir));
  } catch {
    // No locales folder yet: the app has no catalog, which the checks report.
  }
  return new Map(files.filter((name) => /^[a-z]{2,3}\.json$/.test(name)).map((name) => [name.slice(0, -5), readTexts(`${dir}/${name}`)]));
}

/** The placeholders and tags a text takes ({count}, {name}, <link>), which every translation must keep. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  // Lingui's own parse: a list of tokens, each a text or an argument [name, type?, branches?], whose
  // branches are lists of tokens again ({count, plural, one {order} …}: 'order' is text, not a placeholder).
  const readTokens = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      names.add(`{${token[0]}}`);
      const branches: unknown = token[2];
      if (branches && typeof branches === 'object') Object.values(branches).forEach(readTokens);
    }
  };
  readTokens(compileMessage(text));
  for (const match of text.matchAll(/<([a-z][a-zA-Z]*)>/g)) names.add(`<${match[1]}>`);
  return [...names].toSorted();
}
