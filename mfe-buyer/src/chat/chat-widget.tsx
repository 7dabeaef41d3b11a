import { useSession } from '@haat/web-kit';
import { unreadOf, useLiveConversations } from '@haat/web-kit/chat';
import { chatUnreadBadge } from '@haat/contracts/chat-rules';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BuyerThread } from './buyer-thread.tsx';
import { useCoversElements } from './use-covers-elements.ts';
import { useHintBubble } from './use-hint-bubble.ts';
import { MY_CHATS_KEY, useMyConversations } from './use-my-conversations.ts';
import { VisitorPrompt } from './visitor-prompt.tsx';
import { CHAT_DRAFT_PARAM } from './store-chat-link.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './chat.css';

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The store page's floating chat (spec §2): a button bottom-right with the buyer's unread count
 * for this store, a hint bubble from 1 s to 12 s, and the panel — the thread for a buyer, a login
 * prompt for a visitor. Open while the address has ?chat=open, so a link or a toast can open it
 * (store-chat-link.ts), with ?draft= as a first message ready to send.
 * The store page leaves it out for signed-in non-buyers. While the launcher would lie over an
 * element matching `keepClearOf` (the store's tabs, on a short phone screen) it steps aside, back
 * once the page scrolls them out from under it.
 */
export function ChatWidget({ storeId, storeName, keepClearOf }: { storeId: string; storeName: string; keepClearOf?: string }) {
  const t = useT(messages);
  const { isBuyer } = useSession();
  const [params, setParams] = useSearchParams();
  const open = params.get('chat') === 'open';
  const draft = params.get(CHAT_DRAFT_PARAM) ?? undefined;
  const hint = useHintBubble();
  const conversations = useMyConversations(isBuyer);
  useLiveConversations('buyer', MY_CHATS_KEY);
  const conversation = conversations.data?.find((c) => c.storeId === storeId);
  const badge = chatUnreadBadge(conversation ? unreadOf(conversation, 'buyer') : 0);
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [aside, launcherRef] = useCoversElements(keepClearOf);

  const setOpen = (next: boolean) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('chat', 'open');
    else {
      nextParams.delete('chat');
      nextParams.delete(CHAT_DRAFT_PARAM);
    }
    setParams(nextParams, { replace: true, preventScrollReset: true });
    if (next) hint.dismiss();
  };
  // Focus follows the panel: into it when it opens, back to the button when it closes.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) panel.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);

  if (open) {
    return (
      <section ref={panel} className="chat-panel" aria-labelledby="chat-panel-title" tabIndex={-1} onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
        <header className="chat-panel__header">
          <h2 id="chat-panel-title" className="chat-panel__title">{storeName}</h2>
          <button type="button" className="icon-button chat-panel__close" aria-label={t('chat.close')} onClick={close}>✕</button>
        </header>
        {isBuyer ? <BuyerThread storeId={storeId} storeName={storeName} draft={draft} /> : <VisitorPrompt storeName={storeName} />}
      </section>
    );
  }
  return (
    <div ref={launcherRef} className={`chat-launcher${aside ? ' chat-launcher--aside' : ''}`}>
      {hint.visible ? (
        <div className="chat-hint" role="status">
          <button type="button" className="chat-hint__text" onClick={() => setOpen(true)}>{t('chat.hint', { store: storeName })}</button>
          <button type="button" className="chat-hint__close" aria-label={t('chat.dismiss')} onClick={hint.dismiss}>✕</button>
        </div>
      ) : null}
      <button ref={button} type="button" className="chat-launcher__button" onClick={() => setOpen(true)}
        aria-label={badge ? t('chat.chatWithUnread', { store: storeName, badge }) : t('chat.chatWith', { store: storeName })}>
        <ChatIcon />
        {badge ? <span className="chat-launcher__badge" aria-hidden="true">{badge}</span> : null}
      </button>
    </div>
  );
}
