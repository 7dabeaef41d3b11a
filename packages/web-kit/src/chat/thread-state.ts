import type { ChatMessage, ChatSenderRole, Conversation } from '@haat/contracts/chat-rules';
import {
  markFailed, markOthersRead, markRetrying, markSeenUpTo, markSent, mergeMessages, pendingMessage, type ThreadMessage,
} from './thread-messages.ts';

/**
 * One open conversation as the screen holds it. `conversationId` is null until a buyer's first
 * message starts the conversation.
 */
export type ThreadState = {
  conversationId: string | null;
  conversation: Conversation | null;
  messages: ThreadMessage[];
  /** Older messages wait on the server ('Load earlier messages'). */
  hasMore: boolean;
  load: 'idle' | 'loading' | 'ready' | 'error';
  loadingEarlier: boolean;
  /** The store blocked the buyer: their sends are refused. */
  blocked: boolean;
};

export type ThreadAction =
  | { type: 'reload' }
  | { type: 'loaded'; conversation: Conversation; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'loadFailed' }
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'loadingEarlier' }
  | { type: 'earlierLoaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'earlierFailed' }
  | { type: 'sending'; draft: Parameters<typeof pendingMessage>[0] }
  | { type: 'retrying'; clientId: string }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'sendFailed'; clientId: string }
  | { type: 'started'; conversation: Conversation; clientId: string; message: ChatMessage | null }
  | { type: 'seen'; upToSeq: number; ownRole: ChatSenderRole }
  | { type: 'readOthers'; ownRole: ChatSenderRole; upToSeq: number }
  | { type: 'blocked'; isBlocked: boolean };

export const openThread = (conversationId: string | null): ThreadState => ({
  conversationId, conversation: null, messages: [], hasMore: false, load: conversationId ? 'loading' : 'idle', loadingEarlier: false, blocked: false,
});

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'reload':
      // Messages on screen stay (a retry of a failed load, the history of a conversation found by the first send).
      return { ...state, load: 'loading' };
    case 'loaded':
      return {
        ...state,
        conversation: action.conversation,
        // Pushes that came while it loaded are kept: merging is order-free.
        messages: mergeMessages(state.messages, action.messages),
        hasMore: action.hasMore,
        load: 'ready',
        blocked: action.conversation.isBlocked,
      };
    case 'loadFailed':
      return { ...state, load: 'error' };
    case 'received':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'loadingEarlier':
      return { ...state, loadingEarlier: true };
    case 'earlierLoaded':
      return { ...state, messages: mergeMessages(state.messages, action.messages), hasMore: action.hasMore, loadingEarlier: false };
    case 'earlierFailed':
      return { ...state, loadingEarlier: false };
    case 'sending':
      return { ...state, messages: [...state.messages, pendingMessage(action.draft)] };
    case 'retrying':
      return { ...state, messages: markRetrying(state.messages, action.clientId) };
    case 'sent':
      return { ...state, messages: markSent(state.messages, action.clientId, action.message) };
    case 'sendFailed':
      return { ...state, messages: markFailed(state.messages, action.clientId) };
    case 'started': {
      // The buyer's first message opened the conversation: the thread now has its id, and it is loaded (it was empty).
      const messages = action.message ? markSent(state.messages, action.clientId, action.message) : state.messages;
      return { ...state, conversationId: action.conversation.id, conversation: action.conversation, messages, load: 'ready', blocked: action.conversation.isBlocked };
    }
    case 'seen':
      return { ...state, messages: markSeenUpTo(state.messages, action.upToSeq, action.ownRole) };
    case 'readOthers':
      return { ...state, messages: markOthersRead(state.messages, action.ownRole, action.upToSeq) };
    case 'blocked':
      return { ...state, blocked: action.isBlocked, conversation: state.conversation && { ...state.conversation, isBlocked: action.isBlocked } };
  }
}
