import { describeError, shortOrderId, toast } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { DELIVERY_TEXTS } from '@haat/contracts/delivery-rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { assignDelivery } from '../orders-api.ts';
import type { PartnerOption } from '../order-delivery.ts';

/** A partner select and its button: assigns the order (or reassigns it before pickup). */
export function AssignPartnerControl({ orderId, options, verb, compact = false, onUpdated }: {
  orderId: string;
  options: PartnerOption[];
  verb: 'Assign' | 'Reassign';
  compact?: boolean;
  onUpdated: (updated?: Order) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const assign = useMutation({
    mutationFn: (partnerId: string) => assignDelivery(orderId, partnerId),
    onSuccess: (reply) => {
      toast.success(reply.message ?? DELIVERY_TEXTS.assigned);
      setChosen('');
      onUpdated(reply.order);
    },
    onError: (err) => {
      toast.error(`Could not ${verb.toLowerCase()} order #${shortOrderId(orderId)}`, describeError(err, 'Please try again.'));
      onUpdated();
    },
  });
  const selected = options.some((o) => o.id === chosen) ? chosen : '';

  return (
    <div className={`seller-assign${compact ? ' seller-assign--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'seller-assign__label small muted' : 'field__label'}>
        {compact ? `${verb} delivery` : verb === 'Assign' ? 'Delivery partner' : 'Reassign to'}
        {compact ? <span className="visually-hidden"> for order #{shortOrderId(orderId)}</span> : null}
      </label>
      <div className="seller-assign__row">
        <select id={id} className="field__input seller-assign__select" value={selected} disabled={assign.isPending} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose a partner</option>
          {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
        <button type="button" className={`btn ${compact ? 'btn--secondary' : 'btn--primary'} btn--small`} disabled={!selected || assign.isPending} onClick={() => assign.mutate(selected)}>
          {assign.isPending ? `${verb === 'Assign' ? 'Assigning' : 'Reassigning'}...` : verb}
        </button>
      </div>
    </div>
  );
}
