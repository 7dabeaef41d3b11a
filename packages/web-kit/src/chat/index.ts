// Not in the package root: only the chat screens (the buyer's widget, the seller's messages page)
// pay for chat, through '@haat/web-kit/chat'. It reaches the page's api client and socket through
// the root, the shared singleton.
export { useChatThread, type ChatThread, type StartConversation } from './use-chat-thread.ts';
export { useLiveConversations, changeConversations } from './use-live-conversations.ts';
export { ChatMessages } from './chat-messages.tsx';
export { ChatComposer } from './chat-composer.tsx';
export { unreadOf, withBlocked, withConversation, withUnread, type ConversationListChange } from './conversation-list.ts';
export { listPollInterval } from './chat-fallback.ts';
