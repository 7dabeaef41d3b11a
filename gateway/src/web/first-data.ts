import { FIRST_DATA_IDS } from '@haat/contracts/mfe-entry';
import { jsonForScript } from './seo/escape.ts';

const HEAD_END = /<\/head>/i;

/** The element the shell reads the remote manifest from instead of fetching /mfe-manifest.json. */
export const MANIFEST_ELEMENT_ID = FIRST_DATA_IDS.manifest;
/** The element holding API replies the page will ask for first, by the URL it asks with. */
export const FIRST_REPLIES_ELEMENT_ID = FIRST_DATA_IDS.replies;

/**
 * index.html carrying `value` as JSON in a `<script type="application/json">` before </head>: data
 * the page would otherwise fetch once its scripts have run, one round trip later. Escaped so no value
 * can close the element. Without a </head> the page is returned as it was.
 */
export function withFirstData(html: string, elementId: string, value: unknown): string {
  if (!HEAD_END.test(html)) return html;
  return html.replace(HEAD_END, () => `<script type="application/json" id="${elementId}">${jsonForScript(value)}</script></head>`);
}
