import { describeError, shortOrderId, toast, withTags } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { assignDelivery } from '../orders-api.ts';
import type { PartnerOption } from '../order-delivery.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Words for screen readers only (which order a row's control assigns). */
const HIDDEN_TAG = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

/** A partner select and its button: assigns the order (or reassigns it before pickup). */
export function AssignPartnerControl({ orderId, options, verb, compact = false, onUpdated }: {
  orderId: string;
  options: PartnerOption[];
  verb: 'Assign' | 'Reassign';
  compact?: boolean;
  onUpdated: (updated?: Order) => void;
}) {
  const t = useT(messages);
  const id = useId();
  const [chosen, setChosen] = useState('');
  const reassign = verb === 'Reassign';
  const assign = useMutation({
    mutationFn: (partnerId: string) => assignDelivery(orderId, partnerId),
    onSuccess: (reply) => {
      toast.success(reply.message ?? t('orders.assigned'));
      setChosen('');
      onUpdated(reply.order);
    },
    onError: (err) => {
      toast.error(t(reassign ? 'orders.reassignFailed' : 'orders.assignFailed', { ref: shortOrderId(orderId) }), describeError(err, t('orders.tryAgain')));
      onUpdated();
    },
  });
  const selected = options.some((o) => o.id === chosen) ? chosen : '';

  return (
    <div className={`seller-assign${compact ? ' seller-assign--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'seller-assign__label small muted' : 'field__label'}>
        {compact
          ? withTags(t(reassign ? 'orders.reassignDeliveryFor' : 'orders.assignDeliveryFor', { ref: shortOrderId(orderId) }), HIDDEN_TAG)
          : t(reassign ? 'orders.reassignTo' : 'orders.deliveryPartner')}
      </label>
      <div className="seller-assign__row">
        <select id={id} className="field__input seller-assign__select" value={selected} disabled={assign.isPending} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('orders.choosePartner')}</option>
          {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
        <button type="button" className={`btn ${compact ? 'btn--secondary' : 'btn--primary'} btn--small`} disabled={!selected || assign.isPending} onClick={() => assign.mutate(selected)}>
          {assign.isPending ? t(reassign ? 'orders.reassigning' : 'orders.assigning') : t(reassign ? 'orders.reassign' : 'orders.assign')}
        </button>
      </div>
    </div>
  );
}
