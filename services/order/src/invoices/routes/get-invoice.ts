import type { Context } from 'hono';
import { ORDER_LIFE_TEXTS } from '@haat/contracts';
import { conflict, forbidden, isUuid, languageOfRequest, notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { findOrder, itemsOfOrder } from '../../orders/order-repository.ts';
import { findInvoice, issueInvoice } from '../invoice-repository.ts';
import { invoiceDocument } from '../invoice-document.ts';

export const INVOICE_TEXTS = {
  cancelledOrder: 'This order was cancelled before an invoice was issued, so it has none.',
  notDelivered: 'The invoice is ready once the order is delivered.',
} as const;

/**
 * GET /api/orders/:id/invoice: the order's invoice for its store's seller (or a superadmin), and
 * for its buyer once it is delivered (their receipt; before that 409). Another seller gets 403;
 * another buyer, as an unknown order, 404 (GET /api/orders/:id answers them alike). The first call
 * issues the serial (see invoice-repository.ts) with the order locked, so two first calls for one
 * order agree; later calls print the same serial and date. `now` is the clock (tests move it across
 * a financial year).
 */
export function getInvoice({ db }: OrderContext, now: () => Date = () => new Date()) {
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    const user = c.get('user');
    const found = isUuid(id) ? await findOrder(db, id) : undefined;
    if (!found) throw notFound(ORDER_LIFE_TEXTS.orderNotFound);
    if (user.role === 'buyer') {
      if (found.user_id !== user.id) throw notFound(ORDER_LIFE_TEXTS.orderNotFound);
      if (found.status !== 'Delivered') throw conflict('Order not delivered yet', INVOICE_TEXTS.notDelivered);
    } else if (user.role !== 'superadmin' && found.store_owner_id !== user.id) {
      throw forbidden('Not authorized to view this invoice', 'Only the store that received this order can print its invoice.');
    }
    const { order, invoice } = await db.transaction().execute(async (trx) => {
      const issued = await findInvoice(trx, found.id);
      if (issued) return { order: found, invoice: issued };
      const locked = await findOrder(trx, found.id, { lock: true });
      if (!locked) throw notFound(ORDER_LIFE_TEXTS.orderNotFound);
      const raced = await findInvoice(trx, locked.id); // issued while we waited for the lock
      if (raced) return { order: locked, invoice: raced };
      if (locked.status === 'Cancelled') throw conflict('Order cancelled', INVOICE_TEXTS.cancelledOrder);
      return { order: locked, invoice: await issueInvoice(trx, { orderId: locked.id, storeId: locked.store_id, at: now() }) };
    });
    const language = languageOfRequest(c.req.header('accept-language'));
    return c.json({ success: true, data: invoiceDocument(order, await itemsOfOrder(db, order.id), invoice, language) });
  };
}
