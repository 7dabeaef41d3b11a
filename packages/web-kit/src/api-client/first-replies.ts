import { FIRST_DATA_IDS } from '@haat/contracts/mfe-entry';

/**
 * Replies the gateway wrote into the page's HTML for the calls the page makes first (a store page's
 * store), by the URL the call uses. Each is used once, and only soon after the page loaded: later
 * the call goes to the server like any other, so nothing is shown older than the page's own caches allow.
 */
const USABLE_FOR_MS = 60_000;

let replies: Map<string, unknown> | null = null;

function readReplies(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_IDS.replies);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    return new Map(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : []);
  } catch {
    return new Map(); // a malformed element costs only the round trip it was meant to save
  }
}

/** The reply written into the page for a GET of `url`, once; undefined when there is none (any more). */
export function takeFirstReply(url: string): unknown {
  replies ??= readReplies();
  if (replies.size === 0) return undefined;
  const reply = replies.get(url);
  replies.delete(url);
  return reply !== undefined && performance.now() < USABLE_FOR_MS ? reply : undefined;
}
