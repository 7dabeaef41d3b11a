import { describeError, toast } from '@haat/web-kit';
import { changeConversations, withBlocked } from '@haat/web-kit/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockCustomer, unblockCustomer } from './messages-api.ts';
import { BLOCKED_CUSTOMERS_KEY, storeChatsKey } from './use-store-conversations.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const text = (id: keyof typeof messages) => translate(messages, id);

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
      toast.success(text('inbox.blockedToast'), text('inbox.blockedToastText'));
      settle(conversationId, true);
    },
  });
  const unblock = useMutation({
    mutationFn: (conversationId: string) => unblockCustomer(conversationId),
    onSuccess: (_done, conversationId) => {
      toast.success(text('inbox.unblockedToast'), text('inbox.unblockedToastText'));
      settle(conversationId, false);
    },
    onError: (err) => toast.error(text('inbox.unblockFailed'), describeError(err, text('inbox.tryAgain'))),
  });
  return { block, unblock };
}
