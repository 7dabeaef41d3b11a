import { shortOrderId } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { useState } from 'react';
import { GrievanceForm } from './grievance-form.tsx';
import './grievances.css';

/** The order page's 'Raise a complaint' (about this order): the complaint form in a dialog, the ticket number once filed. */
export function OrderComplaint({ orderId, storeName }: { orderId: string; storeName: string }) {
  const [open, setOpen] = useState(false);
  const label = `#${shortOrderId(orderId)}${storeName ? ` from ${storeName}` : ''}`;
  return (
    <section className="card order-section" aria-labelledby="complaint-title">
      <h2 id="complaint-title" className="card__title">Need help?</h2>
      <p className="muted">If the store has not sorted out a problem with this order, raise a complaint with Haat. You will get a ticket number to follow it.</p>
      <div><button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>Raise a complaint</button></div>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="complaint-dialog-title">
        <div className="modal__body">
          <h2 id="complaint-dialog-title" className="modal__title">Raise a complaint</h2>
          <GrievanceForm fixedOrder={{ id: orderId, label }} onDone={() => setOpen(false)} />
        </div>
      </Dialog>
    </section>
  );
}
