/**
 * Where a chat notification leads (its `data.link`): the conversation open, as its recipient sees
 * it — the buyer's store page with its chat open, the seller's messages page on that store and
 * conversation (the same places the new-message toasts open).
 */
export const chatLinks = {
  buyer: (storeId: string) => `/stores/${encodeURIComponent(storeId)}?chat=open`,
  seller: (storeId: string, conversationId: string) =>
    `/dashboard/messages?${new URLSearchParams({ store: storeId, conversation: conversationId }).toString()}`,
};
