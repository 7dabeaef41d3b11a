import { shortOrderId } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { useState } from 'react';
import { GrievanceForm } from './grievance-form.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './grievances.css';

/** The order page's 'Raise a complaint' (about this order): the complaint form in a dialog, the ticket number once filed. */
export function OrderComplaint({ orderId, storeName }: { orderId: string; storeName: string }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const id = shortOrderId(orderId);
  const label = storeName ? t('grievances.orderLabelFrom', { id, store: storeName }) : t('grievances.orderLabel', { id });
  return (
    <section className="card order-section" aria-labelledby="complaint-title">
      <h2 id="complaint-title" className="card__title">{t('grievances.needHelp')}</h2>
      <p className="muted">{t('grievances.needHelpText')}</p>
      <div><button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>{t('grievances.raise')}</button></div>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="complaint-dialog-title">
        <div className="modal__body">
          <h2 id="complaint-dialog-title" className="modal__title">{t('grievances.raise')}</h2>
          <GrievanceForm fixedOrder={{ id: orderId, label }} onDone={() => setOpen(false)} />
        </div>
      </Dialog>
    </section>
  );
}
