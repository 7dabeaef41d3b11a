/** Escaping for everything the gateway writes into HTML and XML from data it does not control. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute (HTML or XML). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/**
 * JSON inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes so no value can
 * close the element or open a comment, and U+2028/U+2029 for old JavaScript parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whether XML 1.0 may hold the character: not C0 controls other than tab, newline and return, not DEL, U+FFFE or U+FFFF. */
const allowedInXml = (code: number): boolean => (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0x7f && code !== 0xfffe && code !== 0xffff;

/** Drops the characters XML cannot hold (and HTML has no use for). */
export const withoutControlChars = (text: string): string => Array.from(text).filter((ch) => allowedInXml(ch.codePointAt(0) ?? 0)).join('');
