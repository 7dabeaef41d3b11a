import { api, onSocketConnected, useSocketEvent, useSocketStatus } from '@haat/web-kit';
import { CHAT_SOCKET_OUT, chatUnreadBadge } from '@haat/contracts/chat-rules';
import { readUnreadCount, readUnreadUpdate } from '@haat/contracts/chat-reply';
import { replyData } from '@haat/contracts/reply-fields';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './unread-messages.css';

/**
 * The seller's unread chat messages in the bar (issue 35): the Messages link's badge and, on a
 * phone where that link has folded into the menu, a count on the menu button. A chunk of its own,
 * loaded only for a seller's bar, so no visitor's first screen pays for it (unread-messages-lazy.ts).
 */
const UNREAD_KEY = ['chat', 'unread'] as const;
// Without a socket the count is re-read as often as the seller's conversation list (web-kit chat-fallback).
const POLL_MS = 30_000;

/**
 * GET /chats/unread, kept live by `unreadUpdate` (the chat service sends the new total on every
 * message to the seller and every conversation they read, to all their tabs) and read again after
 * each (re)connect, for what the socket missed.
 */
function useUnreadMessages(): number {
  const client = useQueryClient();
  const connection = useSocketStatus((s) => s.connection);
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) => readUnreadCount(replyData(await api.get<unknown>('/chats/unread', { signal }))),
    refetchInterval: connection === 'connected' ? false : POLL_MS,
  });
  useSocketEvent(CHAT_SOCKET_OUT.unreadUpdate, (payload) => {
    const update = readUnreadUpdate(payload);
    if (update) client.setQueryData(UNREAD_KEY, update.unreadCount);
  });
  useEffect(() => onSocketConnected(() => void client.invalidateQueries({ queryKey: UNREAD_KEY })), [client]);
  return data ?? 0;
}

/**
 * The name of the Messages link ('Messages, 3 unread') or of the phone's menu button ('Open menu, 3
 * unread messages'), hidden from sight, with the count to see ('9+' above 9). The whole name is one
 * text: the visible word and a hidden ", 3 unread" apart would be read as "Messages , 3 unread".
 */
export default function UnreadMessages({ label, menu = false }: { label: string; menu?: boolean }) {
  const t = useT(messages);
  const unread = useUnreadMessages();
  const named = menu ? t('nav.unreadMessages', { label, count: unread }) : t('nav.unread', { label, count: unread });
  return (
    <>
      {menu ? null : <span aria-hidden="true">{label}</span>}
      <span className="visually-hidden">{unread > 0 ? named : label}</span>
      {unread > 0 ? <span className={menu ? 'nav-menu-count' : 'nav-badge nav-badge--alert'} aria-hidden="true">{chatUnreadBadge(unread)}</span> : null}
    </>
  );
}
