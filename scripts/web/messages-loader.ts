import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The build's loader for message files (a feature's English messages.json, a language's
 * locales/<code>.json): each ICU text compiled once here to Lingui's compact form, so the browser
 * ships no message parser (about 6 KB gzip) and formats with @lingui/core alone. A text that does not
 * parse fails the build, naming its file and key.
 */
/**
 * `?part=first&features=home,common` keeps a catalog's texts of those features (ids `home.…`,
 * `common.…`), `?part=rest&features=…` the others: an app's first screen downloads only its own.
 */
function partOf(texts: Record<string, unknown>, query: string): Record<string, unknown> {
  const params = new URLSearchParams(query);
  const part = params.get('part');
  if (part !== 'first' && part !== 'rest') return texts;
  const features = new Set((params.get('features') ?? '').split(',').filter(Boolean));
  return Object.fromEntries(Object.entries(texts).filter(([id]) => features.has(id.split('.')[0] ?? '') === (part === 'first')));
}

// A loader reads its file from `this`, as rspack calls it.
function messagesLoader(this: { resourcePath: string; resourceQuery: string }, source: string): string {
  return compiledCatalog(partOf(JSON.parse(source) as Record<string, unknown>, this.resourceQuery), this.resourcePath);
}
export default messagesLoader;

function compiledCatalog(texts: Record<string, unknown>, file: string): string {
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`${file}: "${id}" is not a text`);
    try {
      compiled[id] = compileMessage(text);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}
