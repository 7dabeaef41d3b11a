/**
 * Lists the texts an app still writes into its sources instead of taking from its catalog, and the
 * ids its catalogs miss: what the checks in catalogs.test.ts fail on, as a worklist.
 *
 *   node scripts/i18n/untranslated.ts [app ...]     (apps: packages/web-kit shell mfe-buyer ...)
 */
import { catalogsOf, englishOf, filesUnder, WEB_APPS } from './catalog-files.ts';
import { untranslatedTexts } from './source-texts.ts';

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !name.startsWith('test-');
const asked = process.argv.slice(2);

for (const app of asked.length ? asked : WEB_APPS) {
  const findings = filesUnder(`${app}/src`, isSource).flatMap(untranslatedTexts);
  const english = englishOf(app).texts;
  console.log(`${app}: ${findings.length} texts in the sources, ${english.size} in messages.json`);
  for (const finding of findings) console.log(`  ${finding.file}:${finding.line} ${finding.text}`);
  for (const [language, catalog] of catalogsOf(app)) {
    const missing = [...english.keys()].filter((id) => !(id in catalog));
    if (missing.length) console.log(`  ${language}.json misses ${missing.length}: ${missing.join(', ')}`);
  }
}
