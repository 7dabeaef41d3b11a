import { Dialog } from '@haat/web-kit/dialog';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, useState } from 'react';
import { isCashOnDelivery } from '../../common/delivery-order.ts';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { stepErrorText, useStatusUpdate } from '../use-orders.ts';

/** Returned to Store ends the delivery: asked once more, since it cannot be undone. */
export function ReturnDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const update = useStatusUpdate(idOf(order), { onDone: onClose });
  const close = () => { setError(null); onClose(); };
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className="modal delivery-sheet">
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">{t('orders.returnTitle')}</h2>
        <p className="modal__text">
          {order.storeId?.name ? t('orders.returnText', { store: order.storeId.name }) : t('orders.returnTextUnnamed')}
          {isCashOnDelivery(order) ? ` ${t('orders.returnNoCash')}` : ''}
        </p>
        {error ? <p className="form-error" role="alert">{error}</p> : null}
        <div className="delivery-form">
          <button
            type="button"
            className="btn btn--primary btn--block delivery-big-button"
            data-autofocus
            disabled={update.isPending}
            onClick={() => update.mutate({ status: 'Returned to Store' }, { onError: (err) => setError(stepErrorText(err)) })}
          >
            {update.isPending ? tc('common.saving') : tc('common.statusReturnedToStore')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={close}>{t('orders.cancel')}</button>
        </div>
      </div>
    </Dialog>
  );
}
