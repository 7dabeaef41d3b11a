import { CHAT_TYPING_INDICATOR_MS } from '@haat/contracts/chat-rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The other side's "typing…": shown on a typing event for 3 s unless another one refreshes it,
 * hidden at once when they stop (isTyping false) or their message arrives (`hide`).
 */
export function useTypingIndicator() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  const heard = useCallback((isTyping: boolean) => {
    if (!isTyping) return hide();
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), CHAT_TYPING_INDICATOR_MS);
  }, [hide]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, heard, hide };
}
