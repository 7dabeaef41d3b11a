import { describeError, formatPrice, toast } from '@haat/web-kit';
import { DELIVERY_TEXTS } from '@haat/contracts/delivery-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveCash, removePartner, updatePartner } from './delivery-partners-api.ts';
import { DELIVERY_PARTNERS_KEY } from './use-delivery-partners.ts';

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
    onSuccess: (partner) => toast.success(partner.isActive ? `${partner.name} is active again` : `${partner.name} is inactive: no new deliveries`),
    onError: (err) => toast.error('Could not update the delivery partner', describeError(err, 'Please try again.')),
    onSettled: refresh,
  });
  const renewInvite = useMutation({
    mutationFn: (id: string) => updatePartner(id, { renewInvite: true }),
    onSuccess: (partner) => toast.success(`New invitation link for ${partner.name}`, 'Copy it or share it on WhatsApp.'),
    onError: (err) => toast.error('Could not make a new link', describeError(err, 'Please try again.')),
    onSettled: refresh,
  });
  const cash = useMutation({
    mutationFn: (id: string) => receiveCash(id),
    onSuccess: (reply) => toast.success(reply.message ?? DELIVERY_TEXTS.cashReceived(formatPrice(reply.amount))),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removePartner(id),
    onSuccess: (message) => toast.success(message ?? 'Delivery partner removed'),
    onSettled: refresh,
  });
  return { toggle, renewInvite, cash, remove, refresh };
}
