import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The build's loader for message files (a feature's English messages.json, a language's
 * locales/<code>.json): each ICU text compiled once here to Lingui's compact form, so the browser
 * ships no message parser (about 6 KB gzip) and formats with @lingui/core alone. A text that does not
 * parse fails the build, naming its file and key.
 */
// A loader reads its file from `this`, as rspack calls it.
function messagesLoader(this: { resourcePath: string }, source: string): string {
  return compiledCatalog(source, this.resourcePath);
}
export default messagesLoader;

function compiledCatalog(source: string, file: string): string {
  const texts = JSON.parse(source) as Record<string, unknown>;
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
