import { formatDateTime } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useId, useRef, useState } from 'react';
import { Dialog } from '@haat/web-kit/dialog';
import { hasReturnRequest, isReturnPending } from '../order-actions.ts';
import { ProcessReturnForm } from './process-return-form.tsx';
import { RETURN_STATUS_LABEL } from '../order-statuses.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const TONE = { Pending: 'badge--warning', Approved: 'badge--success', Rejected: 'badge--danger' } as const;

/**
 * The Return Request panel (spec §2, §4): the buyer's reason and date; while Pending, 'Process
 * Return' opens the decision dialog; afterwards the decision, the seller's response and the date.
 */
export function ReturnRequestPanel({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const t = useT(messages);
  const headingId = useId();
  const dialogTitleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  if (!hasReturnRequest(order)) return null;

  const request = order.returnRequest;
  const pending = isReturnPending(order);
  const status = request.status ?? 'Pending';
  return (
    <section className="seller-order__panel seller-order__panel--return" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="seller-order__panel-title">{t('orders.returnTitle')}</h2>
      <dl className="seller-order__facts">
        <div><dt>{t('orders.decision')}</dt><dd><span className={`badge ${TONE[status]}`}>{t(RETURN_STATUS_LABEL[status])}</span></dd></div>
        <div><dt>{t('orders.reason')}</dt><dd>{request.reason || '—'}</dd></div>
        {request.requestDate ? <div><dt>{t('orders.requested')}</dt><dd>{formatDateTime(request.requestDate)}</dd></div> : null}
        {!pending && request.sellerResponse ? <div><dt>{t('orders.yourResponse')}</dt><dd>{request.sellerResponse}</dd></div> : null}
        {!pending && request.responseDate ? <div><dt>{t('orders.processed')}</dt><dd>{formatDateTime(request.responseDate)}</dd></div> : null}
      </dl>
      {pending ? (
        <div className="seller-order__panel-actions">
          <button type="button" className="btn btn--secondary btn--small" aria-haspopup="dialog" onClick={() => setOpen(true)}>{t('orders.processReturn')}</button>
        </div>
      ) : null}
      {/* Mounted while the panel is, so that closing after the decision can hand focus to the heading. */}
      <Dialog open={open && pending} onClose={() => setOpen(false)} labelledBy={dialogTitleId} returnFocus={() => headingRef.current}>
        <ProcessReturnForm
          order={order}
          titleId={dialogTitleId}
          onDone={(updated) => { setOpen(false); onUpdated(updated); }}
          onCancel={() => setOpen(false)}
          onRefresh={() => onUpdated()}
        />
      </Dialog>
    </section>
  );
}
