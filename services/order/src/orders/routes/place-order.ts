import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import { placeOrderBodySchema, storeNotTakingOrdersText, toPaise, toRupees, UPI_TEXTS, type ReserveStockRequest } from '@haat/contracts';
import { AppError, badRequest, callerToken, conflict, eventInsert, executePrepared, inTransaction, isUniqueViolation, readJson, type AppEnv, type AuthUser } from '@haat/server-kit';
import { sql } from 'kysely';
import type { OrderContext } from '../../context.ts';
import type { OrderDb } from '../../database.ts';
import type { ReservedStock } from '../../checkout/catalog-client.ts';
import { claimIdempotencyKey, keyCompletion, releaseIdempotencyKey } from '../../checkout/idempotency-repository.ts';
import { priceOrder, type OrderPrice } from '../../checkout/order-pricing.ts';
import { assertCustomerWelcome, assertPaymentAccepted, assertShippingPincode } from '../../checkout/checkout-rules.ts';
import { chargeOrderAndCommit, NOTHING_TO_CHARGE } from '../../coins/index.ts';
import type { OrderRow, StoreSnapshot } from '../orders.table.ts';
import { insertOrder, orderExistsForReservation } from '../order-repository.ts';
import { toOrder } from '../order-mapper.ts';
import { NO_RETURN_REQUEST } from '../order-defaults.ts';
import { orderEventRef } from '../order-event-ref.ts';

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
const CREATED = 201;

type PlaceOrderInput = z.infer<typeof placeOrderBodySchema>;

/**
 * POST /api/orders (buyer), one store per order. With an Idempotency-Key, a retry gets the first
 * reply byte for byte. A customer the store bans is refused before anything is reserved. Stock is
 * reserved in the catalog next and anything failing after that releases it: the payment method,
 * the delivery to the address, the seller's coin. The coin, the order, its items, the
 * `order.created` event and the stored reply commit in one transaction; the catalog confirms the
 * reservation when that event reaches it.
 */
export function placeOrder({ db, catalog, logger, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const key = idempotencyKeyOf(c.req.header('Idempotency-Key'));
    const body = await readJson(c, placeOrderBodySchema);
    if (key) {
      const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const claim = await claimIdempotencyKey(db, { userId: user.id, key, requestHash });
      if (claim.kind === 'replay') return jsonText(c, claim.response, claim.statusCode);
    }

    const reservationId = randomUUID();
    // Whether the catalog may hold stock under reservationId, so a failure must give it back.
    let mayHoldStock = false;
    try {
      assertShippingPincode(body.shippingAddress);
      await assertCustomerWelcome(db, { storeId: body.storeId, userId: user.id, shippingPhone: body.shippingAddress.phone });
      let reserved: ReservedStock;
      try {
        reserved = await catalog.reserveStock({
          reservationId, storeId: body.storeId, items: body.items, shippingCity: body.shippingAddress.city,
          ...paymentScreenshotOf(body, user),
        }, callerToken(c));
      } catch (err) {
        // A refusal took nothing; no answer may still have reserved (and a release refuses it if late).
        mayHoldStock = !(err instanceof AppError) || err.status === 503;
        throw err;
      }
      mayHoldStock = true;
      assertPaymentAccepted(reserved.store, body.paymentMethod);
      const price = priceOrder(reserved, body.shippingAddress);
      // BEGIN, the order's rows, what needs the stored order (its event and the reply under the
      // key), then the seller's charge sent with the COMMIT (chargeOrderAndCommit).
      const reply = await inTransaction(db, async (trx) => {
        const saved = await saveOrder(trx, { user, body, reserved, price, reservationId });
        const text = JSON.stringify({ success: true, data: toOrder(saved.order, saved.items, null, user, [saved.placed]) });
        const keyKept = await sealOrder(trx, {
          event: orderCreated(trx, saved.order, { reservationId, price, body }),
          key: key ? { userId: user.id, key, statusCode: CREATED, response: text } : undefined,
        });
        if (!keyKept) throw conflict('This order is already being placed'); // the key was taken over meanwhile: roll back
        // A seller with neither a coin nor a free order left pays nothing, and the refusal rolls back everything above.
        await chargeOrderAndCommit(trx, { sellerId: reserved.store.ownerId, orderId: saved.order.id }).catch((err: unknown) => {
          throw (err as { code?: string }).code === NOTHING_TO_CHARGE ? conflict(storeNotTakingOrdersText(reserved.store.name)) : err;
        });
        return text;
      });
      // The catalog confirms the reservation from order.created (its only confirmation: no second
      // round trip and commit per order); until then the reservation holds the stock anyway.
      relay.kick();
      return jsonText(c, reply, CREATED);
    } catch (err) {
      if (mayHoldStock) void releaseUnlessOrdered({ db, catalog, logger }, reservationId);
      if (key) {
        await releaseIdempotencyKey(db, { userId: user.id, key }).catch((failure: unknown) =>
          logger.warn({ err: String(failure) }, 'could not let go of an idempotency key; it is taken over after 2 minutes'));
      }
      throw err;
    }
  };
}

function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return key;
}

/** A UPI order's screenshot for the catalog to check (the buyer's own upload) and show the store's seller. */
function paymentScreenshotOf(body: PlaceOrderInput, user: AuthUser): Pick<ReserveStockRequest, 'paymentScreenshot'> {
  const url = body.paymentMethod === 'UPI Payment' ? body.upiPayment?.screenshotImage : null;
  return url ? { paymentScreenshot: { key: url.slice(url.lastIndexOf('/') + 1), buyerId: user.id } } : {};
}

const jsonText = (c: Context<AppEnv>, text: string, status: number) =>
  c.body(text, status as 201, { 'Content-Type': 'application/json' });

async function saveOrder(trx: OrderDb, { user, body, reserved, price, reservationId }: {
  user: AuthUser;
  body: PlaceOrderInput;
  reserved: ReservedStock;
  price: OrderPrice;
  reservationId: string;
}) {
  const { store, lines } = reserved;
  const orderId = randomUUID();
  const upiPayment = body.paymentMethod === 'UPI Payment' && body.upiPayment
    ? { transactionId: body.upiPayment.transactionId, paymentVerified: false, verifiedAt: null, screenshotImage: body.upiPayment.screenshotImage ?? null }
    : null;
  // `delivery` records what this order was quoted (kind and time), beside the store's own options.
  const snapshot: StoreSnapshot & { delivery: OrderPrice['delivery'] } = {
    name: store.name,
    image: store.image,
    address: store.address,
    city: store.city,
    deliveryOptions: {
      estimatedLocalDeliveryTime: store.deliveryOptions.estimatedLocalDeliveryTime,
      localDeliveryFeePaise: toPaise(store.deliveryOptions.localDeliveryFee),
      freeShippingThresholdPaise: toPaise(store.deliveryOptions.freeShippingThreshold),
    },
    delivery: price.delivery,
  };
  // The ordered products leave the buyer's server cart with the order, or not at all (insertOrder).
  return insertOrder(trx, {
    order: {
      id: orderId,
      user_id: user.id,
      store_id: store.id,
      store_owner_id: store.ownerId,
      store_snapshot: JSON.stringify(snapshot),
      payment_method: body.paymentMethod,
      shipping_fee_paise: price.shippingPaise,
      items_price_paise: price.itemsPaise,
      total_price_paise: price.totalPaise,
      shipping_address: JSON.stringify(body.shippingAddress),
      upi_payment: upiPayment && JSON.stringify(upiPayment),
      return_request: JSON.stringify(NO_RETURN_REQUEST),
      reservation_id: reservationId,
      // The GST facts as they were at the time of sale (the invoice prints these, whatever changes later).
      supplier_gstin: store.gstin ?? null,
      supplier_state: store.state ?? null,
      place_of_supply: store.placeOfSupply ?? null,
    },
    items: lines.map((line, i) => ({
      id: randomUUID(),
      order_id: orderId,
      line_no: i + 1,
      product_id: line.productId,
      name: line.name,
      image: line.image,
      unit_price_paise: line.unitPricePaise,
      quantity: line.quantity,
      variant: line.variant,
      hsn_code: line.hsnCode ?? null,
      gst_rate: line.gstRate ?? null,
      unit: line.unit ?? null,
    })),
    placedBy: user.role,
  }).catch((err: unknown) => {
    // One UPI payment pays for one order of the store (a unique index says so, races included).
    if (isUniqueViolation(err, 'orders_upi_transaction_unique')) throw conflict(UPI_TEXTS.transactionIdUsed);
    throw err;
  });
}

const orderCreated = (trx: OrderDb, order: OrderRow, { reservationId, price, body }: { reservationId: string; price: OrderPrice; body: PlaceOrderInput }) =>
  eventInsert(trx, 'order.created', {
    ...orderEventRef(order),
    reservationId,
    storeOwnerId: order.store_owner_id,
    totalPrice: toRupees(price.totalPaise),
    paymentMethod: body.paymentMethod,
    createdAt: order.created_at.toISOString(),
  });

/**
 * The placed order's second statement: its `order.created` event and the reply stored under the
 * Idempotency-Key (if any). Says whether the key was still this request's.
 */
async function sealOrder(trx: OrderDb, { event, key }: {
  event: ReturnType<typeof eventInsert>;
  key: Parameters<typeof keyCompletion>[1] | undefined;
}): Promise<boolean> {
  const rows = await executePrepared(trx, sql<{ key_kept: boolean }>`
    WITH event AS (${event}),
      -- Without a key there is nothing to keep: one row, so it counts as kept.
      key_kept AS (${key ? keyCompletion(trx, key) : sql`SELECT NULL AS key`})
    SELECT EXISTS (SELECT 1 FROM key_kept) AS key_kept`);
  return rows[0]!.key_kept;
}

/**
 * Gives a failed checkout's stock back, unless its order exists after all (a commit whose answer
 * was lost). When even that cannot be checked, the expiry sweep settles the reservation later.
 */
async function releaseUnlessOrdered({ db, catalog, logger }: Pick<OrderContext, 'db' | 'catalog' | 'logger'>, reservationId: string): Promise<void> {
  try {
    if (await orderExistsForReservation(db, reservationId)) return;
  } catch (err) {
    logger.warn({ reservationId, err: String(err) }, 'could not check a failed checkout; its reservation will expire');
    return;
  }
  await catalog.releaseReservation(reservationId);
}
