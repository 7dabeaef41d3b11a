import { describeError, formatPrice, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveCash, removePartner, updatePartner } from './delivery-partners-api.ts';
import { DELIVERY_PARTNERS_KEY } from './use-delivery-partners.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const text = (id: keyof typeof messages, values?: Record<string, string>) => translate(messages, id, values);

/**
 * The partner card's actions, each reloading the list afterwards. Switching on and off and a new
 * link tell the seller with a toast; cash and removal are confirmed in a dialog that shows their
 * errors itself (a removal refused while the partner holds open deliveries says so there).
 */
export function usePartnerActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DELIVERY_PARTNERS_KEY });
  const toggle = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => updatePartner(id, { isActive }),
    onSuccess: (partner) => toast.success(text(partner.isActive ? 'partners.activeAgain' : 'partners.inactiveNow', { name: partner.name })),
    onError: (err) => toast.error(text('partners.updateFailed'), describeError(err, text('partners.tryAgain'))),
    onSettled: refresh,
  });
  const renewInvite = useMutation({
    mutationFn: (id: string) => updatePartner(id, { renewInvite: true }),
    onSuccess: (partner) => toast.success(text('partners.newLinkFor', { name: partner.name }), text('partners.newLinkHelp')),
    onError: (err) => toast.error(text('partners.newLinkFailed'), describeError(err, text('partners.tryAgain'))),
    onSettled: refresh,
  });
  const cash = useMutation({
    mutationFn: (id: string) => receiveCash(id),
    onSuccess: (reply) => toast.success(reply.message ?? text('partners.cashReceived', { amount: formatPrice(reply.amount) })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removePartner(id),
    onSuccess: (message) => toast.success(message ?? text('partners.removed')),
    onSettled: refresh,
  });
  return { toggle, renewInvite, cash, remove, refresh };
}
