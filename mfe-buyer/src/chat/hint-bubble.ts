/** Spec §5: the chat hint bubble shows from 1 s to 12 s after the page loads. */
export const HINT_SHOW_AFTER_MS = 1000;
export const HINT_HIDE_AFTER_MS = 12_000;

/** Whether the hint shows `elapsedMs` after load; never once dismissed (or the chat was opened). */
export const hintVisible = (elapsedMs: number, dismissed: boolean): boolean =>
  !dismissed && elapsedMs >= HINT_SHOW_AFTER_MS && elapsedMs < HINT_HIDE_AFTER_MS;

/** How long until the hint next appears or goes; null when it has gone for good. */
export function nextHintChange(elapsedMs: number): number | null {
  if (elapsedMs < HINT_SHOW_AFTER_MS) return HINT_SHOW_AFTER_MS - elapsedMs;
  if (elapsedMs < HINT_HIDE_AFTER_MS) return HINT_HIDE_AFTER_MS - elapsedMs;
  return null;
}
