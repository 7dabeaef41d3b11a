import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogsIn, catalogsOf, englishOf, filesUnder, placeholdersOf, root, WEB_APPS } from './catalog-files.ts';
import { serverTexts } from './server-texts.ts';
import { untranslatedTexts } from './source-texts.ts';

/**
 * Issue 39's checks: every text people read comes from a catalog, and every catalog has every text.
 * English lives beside the code (messages.json); each language is src/locales/<code>.json per app.
 */
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !name.startsWith('test-');

describe.each(WEB_APPS)('%s speaks every language it has', (app) => {
  const english = englishOf(app);

  it('names each text once', () => {
    expect(english.repeats).toEqual([]);
  });

  it('has a catalog for each language, with every English text, nothing else, and the same placeholders', () => {
    const catalogs = catalogsOf(app);
    expect([...catalogs.keys()], `${app}/src/locales`).toContain('hi');
    for (const [language, catalog] of catalogs) {
      const missing = [...english.texts.keys()].filter((id) => !(id in catalog));
      const unknown = Object.keys(catalog).filter((id) => !english.texts.has(id));
      const placeholders = [...english.texts].filter(([id, text]) => id in catalog && placeholdersOf(text).join() !== placeholdersOf(catalog[id]!).join());
      expect({ language, missing, unknown, placeholders: placeholders.map(([id]) => id) }).toEqual({ language, missing: [], unknown: [], placeholders: [] });
    }
  });

  it('writes no text people read into its sources', () => {
    const findings = filesUnder(`${app}/src`, isSource).flatMap(untranslatedTexts);
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });
});

describe('the server speaks every language it has', () => {
  const texts = serverTexts();
  const catalogs = catalogsIn('packages/server-kit/src/i18n/locales');

  it('has a Hindi catalog', () => {
    expect([...catalogs.keys()]).toContain('hi');
  });

  it.each([...catalogs.keys()])('%s.json translates every text the services send, with the same placeholders', (language) => {
    const catalog = catalogs.get(language)!;
    const missing = texts.filter(({ text }) => !(text in catalog)).map(({ text, where }) => `${where} ${text}`);
    const placeholders = Object.entries(catalog).filter(([english, translated]) => placeholdersOf(english).join() !== placeholdersOf(translated).join()).map(([english]) => english);
    expect({ missing, placeholders }).toEqual({ missing: [], placeholders: [] });
  });
});

/** A physical side in CSS (margin-left, right:, text-align: left…): a right-to-left page would mirror it wrong. */
const PHYSICAL_SIDE = /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

describe.each(WEB_APPS)('%s lays out with logical properties (right to left, ready)', (app) => {
  it('writes no left or right in its CSS', () => {
    const physical = filesUnder(`${app}/src`, (name) => name.endsWith('.css')).flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) => (PHYSICAL_SIDE.test(line) && !line.includes('i18n-ignore') ? [`${file}:${i + 1} ${line.trim().slice(0, 100)}`] : [])));
    expect(physical).toEqual([]);
  });
});
