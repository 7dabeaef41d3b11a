import type { PageHead } from './store-head.ts';
import { escapeHtml } from './escape.ts';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
const HEAD_END = /<\/head>/i;

/**
 * index.html with the page's title and description in place of the defaults and the extra tags
 * before </head>. Replacements go through functions: a `$&` in a store name is text, not a pattern.
 * Without a </head> the page is returned as it was.
 */
export function injectHead(html: string, head: PageHead): string {
  if (!HEAD_END.test(html)) return html;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(HEAD_END, () => `${title}</head>`);
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out.replace(HEAD_END, () => `${description}</head>`);
  return out.replace(HEAD_END, () => `${head.tags}</head>`);
}
