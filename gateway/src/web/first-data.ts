import { FIRST_DATA_IDS } from '@haat/contracts/mfe-entry';
import { jsonForScript } from './seo/escape.ts';

const HEAD_END = /<\/head>/i;

/**
 * index.html carrying `value` as JSON in the `<script type="application/json">` the shell and the
 * API client read (`element`: the manifest, or the replies to the page's first calls) before </head>: data
 * the page would otherwise fetch once its scripts have run, one round trip later. Escaped so no value
 * can close the element. Without a </head> the page is returned as it was.
 */
export function withFirstData(html: string, element: keyof typeof FIRST_DATA_IDS, value: unknown): string {
  if (!HEAD_END.test(html)) return html;
  return html.replace(HEAD_END, () => `<script type="application/json" id="${FIRST_DATA_IDS[element]}">${jsonForScript(value)}</script></head>`);
}
