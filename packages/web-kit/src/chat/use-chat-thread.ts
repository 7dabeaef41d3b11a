import { emitOnSocket, emitWithAck, isApiError, onSocketConnected, randomUuid, toast, translateKit, useSession, useSocketEvent, useSocketStatus } from '@haat/web-kit';
import {
  CHAT_POLL_INTERVAL_MS, CHAT_SOCKET_IN, CHAT_SOCKET_OUT, CHAT_SOCKET_TIMEOUT_MS, CHAT_TEXTS, type ChatMessage, type ChatSenderRole, type Conversation,
} from '@haat/contracts/chat-rules';
import { readChatAck, readChatBlocked, readChatMessage, readMessagesRead, readTypingEvent } from '@haat/contracts/chat-reply';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchConversation, fetchMessages, markConversationRead, postTyping } from './chat-api.ts';
import { pollsConversation } from './chat-fallback.ts';
import { sendChatMessage } from './chat-send.ts';
import { firstSeq, lastSeq, newestUnreadSeq } from './thread-messages.ts';
import { openThread, threadReducer } from './thread-state.ts';
import { createTypingSignal } from './typing-signal.ts';
import { useTypingIndicator } from './use-typing-indicator.ts';
import texts from './messages.json';

const chatText = (id: keyof typeof texts) => translateKit(texts, id);

/** A catch-up reads at most this many pages (50 messages each) in one go; the next one goes on from there. */
const CATCH_UP_PAGES = 10;

export type StartConversation = (content: string, clientId: string) => Promise<{ conversation: Conversation; message: ChatMessage | null; created: boolean }>;

type ChatThreadOptions = {
  /** null: a buyer with no conversation with this store yet; `start` opens it with the first message. */
  conversationId: string | null;
  ownRole: ChatSenderRole;
  /** The thread is on screen: the other side's messages are marked read as they come. */
  active: boolean;
  start?: StartConversation;
  onStarted?: (conversation: Conversation) => void;
  /** This side's read mark reached the server: badges can drop to 0. */
  onRead?: (conversationId: string) => void;
};

/**
 * One conversation, live: loads it, joins its socket room on every connect and catches up on what
 * came meanwhile (`?after=` the last seq), polls instead while the socket is down, marks the other
 * side's messages read while on screen, and sends optimistically (pending → sent or failed, Retry
 * with the same client id). Key the component by conversation: another conversation is another thread.
 */
export function useChatThread({ conversationId, ownRole, active, start, onStarted, onRead }: ChatThreadOptions) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const connection = useSocketStatus((s) => s.connection);
  const [state, dispatch] = useReducer(threadReducer, conversationId, openThread);
  const id = state.conversationId;
  const ready = state.load === 'ready';
  const { typing: otherTyping, heard: heardTyping, hide: hideTyping } = useTypingIndicator();

  // Callbacks and timers read the newest state and props, not the ones of the render that made them.
  const latest = useRef({ state, start, onStarted, onRead });
  useEffect(() => { latest.current = { state, start, onStarted, onRead }; });
  // Set at once, not a render later: a join and a page read may race, and neither may skip or restart the catch-up.
  const joined = useRef(false);
  /** The newest seq read from the server; null until the conversation was read (or started). */
  const knownSeq = useRef<number | null>(null);
  const catchingUp = useRef(false);

  /** Reads what came after the newest message known. */
  const catchUp = useCallback(async () => {
    const current = latest.current.state.conversationId;
    if (!current || knownSeq.current === null || catchingUp.current) return;
    catchingUp.current = true;
    try {
      for (let page = 0; page < CATCH_UP_PAGES; page++) {
        const after = Math.max(knownSeq.current, lastSeq(latest.current.state.messages));
        const { messages, hasMore } = await fetchMessages(current, { after });
        dispatch({ type: 'received', messages });
        knownSeq.current = messages.reduce((max, m) => Math.max(max, m.seq), after);
        if (!hasMore || messages.length === 0) break;
      }
    } catch {
      // The next connect or poll tries again.
    } finally {
      catchingUp.current = false;
    }
  }, []);

  useEffect(() => {
    if (!id || state.load !== 'loading') return;
    const controller = new AbortController();
    fetchConversation(id, controller.signal).then(
      (page) => {
        knownSeq.current = Math.max(knownSeq.current ?? 0, page.messages.at(-1)?.seq ?? 0);
        dispatch({ type: 'loaded', ...page });
        // Joined before the page was read: what came in between is read now.
        if (joined.current) void catchUp();
      },
      () => { if (!controller.signal.aborted) dispatch({ type: 'loadFailed' }); },
    );
    return () => controller.abort();
  }, [id, state.load, catchUp]);

  // Rooms do not survive a reconnect: join now if connected and on every connect, then read what the pushes missed.
  useEffect(() => {
    if (!id) return;
    let current = true;
    const join = () => {
      emitWithAck(CHAT_SOCKET_IN.join, { conversationId: id }, CHAT_SOCKET_TIMEOUT_MS).then(readChatAck).then(
        (ack) => {
          if (!current || !ack.ok) return;
          joined.current = true;
          void catchUp();
        },
        () => undefined,
      );
    };
    if (useSocketStatus.getState().connection === 'connected') join();
    const stop = onSocketConnected(join);
    return () => {
      current = false;
      joined.current = false;
      stop();
    };
  }, [id, catchUp]);
  useEffect(() => () => { if (id) emitOnSocket(CHAT_SOCKET_IN.leave, { conversationId: id }); }, [id]);

  // No socket (failed, dropped, still connecting): ask for new messages every 3 s.
  useEffect(() => {
    if (!id || !ready || !pollsConversation(connection)) return;
    const timer = setInterval(() => void catchUp(), CHAT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [id, ready, connection, catchUp]);

  useSocketEvent(CHAT_SOCKET_OUT.newMessage, (payload) => {
    const message = readChatMessage(payload);
    if (!message || message.conversationId !== latest.current.state.conversationId) return;
    dispatch({ type: 'received', messages: [message] });
    if (message.senderRole !== ownRole) hideTyping();
  });
  useSocketEvent(CHAT_SOCKET_OUT.typing, (payload) => {
    const event = readTypingEvent(payload);
    if (event && event.conversationId === latest.current.state.conversationId && event.userId !== userId) heardTyping(event.isTyping);
  });
  useSocketEvent(CHAT_SOCKET_OUT.messagesRead, (payload) => {
    const event = readMessagesRead(payload);
    if (event && event.conversationId === latest.current.state.conversationId && event.readBy !== userId) dispatch({ type: 'seen', upToSeq: event.upToSeq, ownRole });
  });
  useSocketEvent(CHAT_SOCKET_OUT.chatBlocked, (payload) => {
    const event = readChatBlocked(payload);
    if (event && event.conversationId === latest.current.state.conversationId) dispatch({ type: 'blocked', isBlocked: event.isBlocked });
  });

  // On screen, each new unread message of the other side is marked read (one call for a burst).
  const unreadUpTo = newestUnreadSeq(state.messages, ownRole);
  useEffect(() => {
    if (!id || !active || !ready || unreadUpTo === 0) return;
    let current = true;
    markConversationRead(id).then(
      () => {
        if (!current) return;
        dispatch({ type: 'readOthers', ownRole, upToSeq: unreadUpTo });
        latest.current.onRead?.(id);
      },
      () => undefined,
    );
    return () => { current = false; };
  }, [id, active, ready, unreadUpTo, ownRole]);

  const typingSignal = useRef<ReturnType<typeof createTypingSignal> | null>(null);
  useEffect(() => {
    const signal = createTypingSignal((isTyping) => {
      const current = latest.current.state.conversationId;
      if (current && !emitOnSocket(CHAT_SOCKET_IN.typing, { conversationId: current, isTyping })) void postTyping(current, isTyping).catch(() => undefined);
    });
    typingSignal.current = signal;
    return () => signal.stop();
  }, []);
  const typing = useCallback((text: string) => typingSignal.current?.input(text), []);

  const deliver = useCallback(async (content: string, clientId: string) => {
    const current = latest.current.state.conversationId;
    try {
      if (current) {
        dispatch({ type: 'sent', clientId, message: await sendChatMessage(current, content, clientId) });
        return;
      }
      const begin = latest.current.start;
      if (!begin) throw new Error('No conversation to send to');
      const started = await begin(content, clientId);
      knownSeq.current = started.message?.seq ?? 0;
      dispatch({ type: 'started', conversation: started.conversation, clientId, message: started.message });
      latest.current.onStarted?.(started.conversation);
      // The buyer had this conversation after all (another tab opened it): its history too.
      if (!started.created) dispatch({ type: 'reload' });
    } catch (err) {
      dispatch({ type: 'sendFailed', clientId });
      if (isApiError(err) && err.status === 403 && (err.error === CHAT_TEXTS.blockedSender || err.serverText === CHAT_TEXTS.blockedSender)) dispatch({ type: 'blocked', isBlocked: true });
      else if (!current) toast.error(chatText('kit.chat.errorTitle'), chatText('kit.chat.startFailed'));
      else if (isApiError(err) && err.status === 429) toast.warning(err.serverText ?? chatText('kit.chat.tooFast'));
    }
  }, []);

  /** Sends the text (trimmed); false when there is nothing to send or the buyer is blocked. */
  const send = useCallback((text: string): boolean => {
    const content = text.trim();
    const { state: now } = latest.current;
    if (!content || now.blocked) return false;
    const clientId = randomUuid();
    dispatch({ type: 'sending', draft: { conversationId: now.conversationId ?? '', sender: userId, senderRole: ownRole, content, clientId, at: new Date().toISOString() } });
    typingSignal.current?.stop();
    void deliver(content, clientId);
    return true;
  }, [userId, ownRole, deliver]);

  const retry = useCallback((clientId: string) => {
    const failed = latest.current.state.messages.find((m) => m.clientId === clientId && m.delivery === 'failed');
    if (!failed) return;
    dispatch({ type: 'retrying', clientId });
    void deliver(failed.content, clientId);
  }, [deliver]);

  const loadEarlier = useCallback(async () => {
    const { state: now } = latest.current;
    const before = firstSeq(now.messages);
    if (!now.conversationId || before === null || now.loadingEarlier) return;
    dispatch({ type: 'loadingEarlier' });
    try {
      const { messages, hasMore } = await fetchMessages(now.conversationId, { before });
      dispatch({ type: 'earlierLoaded', messages, hasMore });
    } catch {
      dispatch({ type: 'earlierFailed' });
      toast.error(chatText('kit.chat.errorTitle'), chatText('kit.chat.loadFailed'));
    }
  }, []);

  const reload = useCallback(() => dispatch({ type: 'reload' }), []);
  const setBlocked = useCallback((isBlocked: boolean) => dispatch({ type: 'blocked', isBlocked }), []);

  return { ...state, otherTyping, send, retry, loadEarlier, reload, setBlocked, typing };
}

export type ChatThread = ReturnType<typeof useChatThread>;
