import { Link } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { isFinalStatus } from '../order-actions.ts';
import { nextStepOf } from '../order-next-step.ts';
import { useStatusChange } from '../use-status-change.ts';
import { BanCustomerDialog } from './ban-customer-dialog.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/**
 * The order page's header actions: the order's one next step as the primary button (Accept order,
 * Mark shipped, Mark delivered), Print Invoice, and a '⋯ More' menu for the rarer and harsher moves
 * (cancel the whole order, ban the customer), kept away from the everyday buttons; then Back.
 * The menu is a native popover: the browser closes it on Escape and on a click outside.
 */
export function OrderHeaderActions({ order, onUpdated, onBack }: { order: Order; onUpdated: (updated?: Order) => void; onBack: () => void }) {
  const t = useT(messages);
  const id = idOf(order);
  const menuId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [banning, setBanning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const next = nextStepOf(order.status);
  const step = useStatusChange(order, onUpdated);
  const cancel = useStatusChange(order, onUpdated, { onDone: () => setCancelling(false) });
  const address = order.shippingAddress;

  /** Leaves the menu for a dialog; focus goes back to More when the dialog closes. */
  const openFromMenu = (open: () => void) => {
    moreButton.current?.focus();
    menu.current?.hidePopover();
    open();
  };

  return (
    <div className="order-detail__actions">
      {next ? (
        <button type="button" className="btn btn--primary" disabled={step.isPending} onClick={() => step.mutate(next.status)}>
          {step.isPending ? t('orders.updatingStatus') : t(next.label)}
        </button>
      ) : null}
      <Link to={`/dashboard/orders/${encodeURIComponent(id)}/print`} className={`btn ${next ? 'btn--secondary' : 'btn--primary'}`}>{t('orders.printInvoice')}</Link>
      <button ref={moreButton} type="button" className="btn btn--ghost order-more__button" popoverTarget={menuId} aria-haspopup="true">
        <span aria-hidden="true">⋯ </span>{t('orders.more')}
      </button>
      <div ref={menu} id={menuId} popover="auto" className="order-more__menu">
        <ul className="dropdown__list">
          {isFinalStatus(order.status) ? null : (
            <li><button type="button" className="dropdown__item" aria-haspopup="dialog" onClick={() => openFromMenu(() => setCancelling(true))}>{t('orders.cancelOrder')}</button></li>
          )}
          <li><button type="button" className="dropdown__item dropdown__item--danger" aria-haspopup="dialog" onClick={() => openFromMenu(() => setBanning(true))}>{t('orders.banCustomer')}</button></li>
        </ul>
      </div>
      <button type="button" className="btn btn--ghost" onClick={onBack}>{t('orders.back')}</button>

      <ConfirmDialog
        open={cancelling}
        title={t('orders.cancelOrderTitle')}
        text={t('orders.cancelOrderText')}
        confirmLabel={t('orders.cancelOrder')}
        dismissLabel={t('orders.keepOrder')}
        busyLabel={t('orders.cancelling')}
        busy={cancel.isPending}
        danger
        onConfirm={() => cancel.mutate('Cancelled')}
        onCancel={() => setCancelling(false)}
      />
      <BanCustomerDialog
        open={banning}
        onClose={() => setBanning(false)}
        storeId={order.storeId ? idOf(order.storeId) : null}
        phone={address?.phone || null}
        customerName={address?.name || t('orders.thisCustomer')}
      />
    </div>
  );
}
