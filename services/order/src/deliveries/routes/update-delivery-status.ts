import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import { DELIVERY_TEXTS, DELIVERY_CODE_MAX_ATTEMPTS, nextDeliveryStatuses, updateDeliveryStatusBodySchema } from '@haat/contracts';
import { badRequest, conflict, isUniqueViolation, isUuid, notFound, readJson, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import type { OrderDatabase } from '../../database.ts';
import { findOrder, itemsOfOrder } from '../../orders/order-repository.ts';
import { toOrder } from '../../orders/order-mapper.ts';
import type { OrderRow } from '../../orders/orders.table.ts';
import type { OrderDeliveryRow, OrderDeliveryUpdate } from '../order-deliveries.table.ts';
import { findDelivery, updateDelivery } from '../order-delivery-repository.ts';
import { checkProofPhotoIsOwn, codeLocked, deliveredProof, newDeliveryCode, PROOF_PHOTO_KEY, wrongCodeRecord, type DeliveryStatusBody } from '../delivery-proof.ts';
import { enqueueDeliveryUpdated } from '../delivery-events.ts';
import { changeOrderStatus } from '../../orders/change-order-status.ts';
import { pushDeliveryUpdate } from '../delivery-pushes.ts';
import { riderHasFullAccess } from '../rider-access.ts';

type Outcome =
  | { kind: 'moved' | 'unchanged'; order: OrderRow; delivery: OrderDeliveryRow }
  /** A wrong code, its count already written: committed, then told. */
  | { kind: 'wrongCode'; left: number; lockedUntil: Date | null; now: Date };

/**
 * PUT /api/delivery/orders/:id/status {status, ...}: the assigned rider moves the delivery one step
 * (delivery-rules.ts nextDeliveryStatuses). Anyone else, a previous rider or one who no longer
 * delivers for the store included, gets 404. The
 * order and its delivery are locked, so steps sent at once queue and each sees the last one's
 * result: a repeat of the current status answers 200 and changes nothing, a skip or a step back
 * 409, and a step on a cancelled or delivered order 409. Picked Up ships the order; Out for
 * Delivery gives it the buyer's code (kept for a later attempt); Delivered needs the code or a
 * photo (delivery-proof.ts) and delivers (and for cash on delivery pays) the order; the photo must
 * be one the rider uploaded as proof (asked of the catalog first) and prove no other delivery. A wrong code
 * is counted even though the call fails; the last allowed one locks code entry for a while (423).
 * Every change is announced (`order.delivery_updated`) and pushed to the buyer, the store's owner
 * and the rider after commit.
 */
export function updateDeliveryStatus(ctx: OrderContext) {
  const { db, relay } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, updateDeliveryStatusBodySchema);
    const orderId = c.req.param('id');
    if (!isUuid(orderId)) throw notFound(DELIVERY_TEXTS.notAssignedToYou);
    // Before the row locks: the catalog's answer can take a moment, and a foreign photo changes nothing.
    if (body.status === 'Delivered' && body.proofPhoto !== undefined) await checkProofPhotoIsOwn(ctx.catalog, body.proofPhoto, user.id);
    const outcome = await db.transaction().execute((trx) => takeStep(trx, orderId, user, body)).catch((err: unknown) => {
      if (isUniqueViolation(err, PROOF_PHOTO_KEY)) throw badRequest(DELIVERY_TEXTS.proofPhotoUsed);
      throw err;
    });
    if (outcome.kind === 'wrongCode') {
      if (outcome.lockedUntil) throw codeLocked(outcome.lockedUntil, outcome.now);
      throw badRequest(DELIVERY_TEXTS.wrongCode(outcome.left));
    }
    const { order, delivery } = outcome;
    if (outcome.kind === 'moved') {
      relay.kick();
      pushDeliveryUpdate(ctx, order, delivery);
    }
    const items = await itemsOfOrder(db, order.id);
    return c.json({ success: true, message: DELIVERY_TEXTS.statusUpdated(body.status), data: toOrder(order, items, delivery, user) });
  };
}

async function takeStep(trx: Transaction<OrderDatabase>, orderId: string, user: AuthUser, body: DeliveryStatusBody): Promise<Outcome> {
  // The order first, as every change to it takes its lock: then its delivery.
  const order = await findOrder(trx, orderId, { lock: true });
  const current = order && (await findDelivery(trx, order.id, { lock: true }));
  if (!order || !current || current.partner_id !== user.id) throw notFound(DELIVERY_TEXTS.notAssignedToYou);
  // A rider removed from the store, or deactivated (their open deliveries excepted), moves nothing of it.
  if (!(await riderHasFullAccess(trx, order.id, user.id))) throw notFound(DELIVERY_TEXTS.notAssignedToYou);
  const to = body.status;
  if (current.status === to) return { kind: 'unchanged', order, delivery: current };
  if (order.status === 'Cancelled' || order.status === 'Delivered') throw conflict(DELIVERY_TEXTS.orderNoLongerOpen(order.status));
  if (!nextDeliveryStatuses[current.status].includes(to)) throw conflict(DELIVERY_TEXTS.badTransition(current.status, to));

  const now = new Date();
  const note = body.note === undefined ? {} : { note: body.note };
  let changes: OrderDeliveryUpdate;
  let movedOrder = order;
  switch (to) {
    case 'Picked Up':
      changes = { status: to, picked_up_at: now };
      if (order.status === 'Processing' || order.status === 'Confirmed') movedOrder = await changeOrderStatus(trx, order, 'Shipped', user.role);
      break;
    case 'Out for Delivery':
      changes = { status: to, out_for_delivery_at: now, delivery_code: current.delivery_code ?? newDeliveryCode() };
      break;
    case 'Failed Attempt':
      if (body.failedReason === undefined) throw badRequest(DELIVERY_TEXTS.failedReasonRequired);
      changes = { status: to, failed_reason: body.failedReason, attempts: current.attempts + 1 };
      break;
    case 'Delivered': {
      const proof = deliveredProof(body, current, order);
      if (proof.code !== null) {
        if (current.code_locked_until && current.code_locked_until > now) throw codeLocked(current.code_locked_until, now);
        const wrong = wrongCodeRecord(current, proof.code, now);
        if (wrong) {
          await updateDelivery(trx, current.order_id, wrong);
          return { kind: 'wrongCode', left: DELIVERY_CODE_MAX_ATTEMPTS - wrong.code_attempts, lockedUntil: wrong.code_locked_until, now };
        }
      }
      changes = {
        status: to, delivered_at: now, code_attempts: 0, code_locked_until: null,
        cod_collected_paise: proof.codCollectedPaise, needs_review: proof.needsReview,
        proof_photo: body.proofPhoto ?? null, proof_reason: body.proofReason ?? null,
      };
      movedOrder = await changeOrderStatus(trx, order, 'Delivered', user.role, current.cash_on_delivery ? { is_paid: true } : {});
      break;
    }
    case 'Returned to Store':
      changes = { status: to };
      break;
    case 'Assigned':
      throw conflict(DELIVERY_TEXTS.badTransition(current.status, to)); // only an assignment assigns
  }
  const delivery = await updateDelivery(trx, current.order_id, { ...changes, ...note });
  await enqueueDeliveryUpdated(trx, movedOrder, delivery, current);
  return { kind: 'moved', order: movedOrder, delivery };
}
