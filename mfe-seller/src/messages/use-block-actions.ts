import { describeError, toast } from '@haat/web-kit';
import { changeConversations, withBlocked } from '@haat/web-kit/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockCustomer, unblockCustomer } from './messages-api.ts';
import { BLOCKED_CUSTOMERS_KEY, storeChatsKey } from './use-store-conversations.ts';

/**
 * Block (with a reason) and unblock a conversation's customer; the conversation list and the
 * blocked list follow. `onChange` tells an open thread at once (its `chatBlocked` push may come later).
 */
export function useBlockActions(storeId: string, onChange?: (conversationId: string, isBlocked: boolean) => void) {
  const client = useQueryClient();
  const settle = (conversationId: string, isBlocked: boolean) => {
    changeConversations(client, storeChatsKey(storeId), withBlocked(conversationId, isBlocked));
    void client.invalidateQueries({ queryKey: BLOCKED_CUSTOMERS_KEY });
    onChange?.(conversationId, isBlocked);
  };
  const block = useMutation({
    mutationFn: ({ conversationId, reason }: { conversationId: string; reason: string }) => blockCustomer(conversationId, reason),
    onSuccess: (_done, { conversationId }) => {
      toast.success('Customer blocked', 'They can no longer send messages to your store.');
      settle(conversationId, true);
    },
  });
  const unblock = useMutation({
    mutationFn: (conversationId: string) => unblockCustomer(conversationId),
    onSuccess: (_done, conversationId) => {
      toast.success('Customer unblocked', 'They can send messages to your store again.');
      settle(conversationId, false);
    },
    onError: (err) => toast.error('Failed to unblock customer', describeError(err, 'Please try again.')),
  });
  return { block, unblock };
}
