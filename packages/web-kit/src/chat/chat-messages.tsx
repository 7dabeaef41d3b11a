import { useKitT } from '@haat/web-kit';
import type { ChatSenderRole } from '@haat/contracts/chat-rules';
import { useLayoutEffect, useRef } from 'react';
import { messageTime } from './message-time.ts';
import texts from './messages.json';
import { seenMessageId, type ThreadMessage } from './thread-messages.ts';
import type { ChatThread } from './use-chat-thread.ts';
import './chat.css';

/** Close enough to the bottom that a new message scrolls into view (further up, the reader is reading history). */
const STICK_TO_BOTTOM_PX = 80;
/** Stable from the sender's copy to the server's message, so a sent message is not redrawn. */
const keyOf = (m: ThreadMessage) => m.clientId ?? m.id;

function Status({ message, seen, onRetry }: { message: ThreadMessage; seen: boolean; onRetry: () => void }) {
  const t = useKitT(texts);
  if (message.delivery === 'pending') return <span className="chat-bubble__meta">{t('kit.chat.sending')}</span>;
  if (message.delivery === 'failed') {
    return (
      <span className="chat-bubble__meta chat-bubble__meta--failed">
        <span role="alert">{t('kit.chat.sendFailed')}</span>
        <button type="button" className="chat-bubble__retry" onClick={onRetry}>{t('kit.chat.retry')}</button>
      </span>
    );
  }
  return (
    <span className="chat-bubble__meta">
      <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
      {seen ? <span className="chat-bubble__seen"> · {t('kit.chat.seen')}</span> : null}
    </span>
  );
}

/**
 * A conversation's messages, oldest first: 'Load earlier messages' on top, own messages on the
 * right (greyed while sending, with Retry when a send failed, 'Seen' once read), the other
 * side's "typing…" at the bottom. Keeps to the bottom as messages come, and keeps the reader's
 * place when earlier ones are put above.
 */
export function ChatMessages({ thread, ownRole, otherName, emptyText }: { thread: ChatThread; ownRole: ChatSenderRole; otherName: string; emptyText: string }) {
  const t = useKitT(texts);
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', height: 0, nearBottom: true });
  const { messages } = thread;
  const seenId = seenMessageId(messages, ownRole);
  const first = messages[0] ? keyOf(messages[0]) : '';
  const last = messages.at(-1);
  const lastKey = last ? keyOf(last) : '';

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const was = before.current;
    if (was.first && first !== was.first && lastKey === was.last) el.scrollTop += el.scrollHeight - was.height;
    else if (lastKey !== was.last && (was.nearBottom || last?.senderRole === ownRole)) el.scrollTop = el.scrollHeight;
    else if (thread.otherTyping && was.nearBottom) el.scrollTop = el.scrollHeight;
    before.current = { first, last: lastKey, height: el.scrollHeight, nearBottom: was.nearBottom };
  }, [first, lastKey, last?.senderRole, ownRole, thread.otherTyping]);

  const onScroll = () => {
    const el = box.current;
    if (el) before.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
  };

  return (
    <div className="chat-messages" ref={box} onScroll={onScroll}>
      {thread.hasMore ? (
        <button type="button" className="btn btn--ghost btn--small chat-messages__earlier" onClick={() => void thread.loadEarlier()} disabled={thread.loadingEarlier}>
          {thread.loadingEarlier ? t('kit.chat.loading') : t('kit.chat.earlier')}
        </button>
      ) : null}
      {messages.length === 0 ? <p className="chat-messages__empty">{emptyText}</p> : null}
      <ol className="chat-messages__list" role="log" aria-live="polite" aria-label={t('kit.chat.with', { name: otherName })}>
        {messages.map((m) => {
          const own = m.senderRole === ownRole;
          return (
            <li key={keyOf(m)} className={`chat-bubble chat-bubble--${own ? 'own' : 'other'} chat-bubble--${m.delivery}`}>
              <span className="visually-hidden">{own ? t('kit.chat.you') : otherName}: </span>
              <p className="chat-bubble__text">{m.content}</p>
              <Status message={m} seen={own && m.id !== '' && m.id === seenId} onRetry={() => m.clientId && thread.retry(m.clientId)} />
            </li>
          );
        })}
      </ol>
      {thread.otherTyping ? <p className="chat-typing" aria-live="polite">{t('kit.chat.typing', { name: otherName })}</p> : null}
    </div>
  );
}
