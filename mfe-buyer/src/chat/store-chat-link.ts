/** The address of a store's page with its chat open (chat-widget.tsx reads `chat` and `draft`). */
export const CHAT_DRAFT_PARAM = 'draft';

/** A link that opens the buyer's chat with a store from anywhere, optionally with a first message ready to edit and send. */
export function storeChatLink(storeId: string, { draft }: { draft?: string } = {}): string {
  const params = new URLSearchParams({ chat: 'open' });
  if (draft) params.set(CHAT_DRAFT_PARAM, draft);
  return `/stores/${encodeURIComponent(storeId)}?${params.toString()}`;
}
