/** While typing goes on, `typing: true` is sent again at most this often; the other side's indicator lasts 3 s (CHAT_TYPING_INDICATOR_MS), so it never lapses. */
export const TYPING_RESEND_MS = 2000;

/**
 * This side's typing signal from the composer's text: true when typing starts and again at most
 * every 2 s while it goes on; false once when the text is cleared or sent.
 */
export function createTypingSignal(send: (isTyping: boolean) => void, now: () => number = Date.now) {
  let typing = false;
  let lastSent = 0;
  const stop = () => {
    if (!typing) return;
    typing = false;
    send(false);
  };
  return {
    input(text: string): void {
      if (text.trim() === '') return stop();
      const at = now();
      if (typing && at - lastSent < TYPING_RESEND_MS) return;
      typing = true;
      lastSent = at;
      send(true);
    },
    stop,
  };
}
