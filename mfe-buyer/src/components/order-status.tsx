import type { Order } from '@haat/contracts';

const PROGRESS: Partial<Record<Order['status'], number>> = { Processing: 25, Confirmed: 50, Shipped: 75 };

/** Status badge plus the 'Order in progress' bar for Processing 25 %, Confirmed 50 %, Shipped 75 %. */
export function OrderStatus({ status }: { status: Order['status'] }) {
  const progress = PROGRESS[status];
  return (
    <div className="order-status">
      <span className={`badge status-badge--${status}`}>{status}</span>
      {progress != null ? (
        <div className="progress" role="progressbar" aria-label="Order in progress" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <span className="progress__bar" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}

/** Spec §4 'Payment badge'. */
export function paymentLabel(order: Pick<Order, 'paymentMethod' | 'isPaid' | 'upiPayment'>): string {
  if (order.paymentMethod === 'UPI Payment') return order.upiPayment?.paymentVerified ? 'Payment Verified' : 'Awaiting Verification';
  if (order.paymentMethod === 'Cash on Delivery') return 'Pay on Delivery';
  return order.isPaid ? 'Paid' : '';
}

/** Spec §4: Return Requested (no decision yet), Return Approved, Return Rejected. */
export function returnLabel(order: Pick<Order, 'returnRequest'>): string | null {
  const r = order.returnRequest;
  if (!r?.isRequested) return null;
  if (r.status === 'Approved') return 'Return Approved';
  if (r.status === 'Rejected') return 'Return Rejected';
  return 'Return Requested';
}
