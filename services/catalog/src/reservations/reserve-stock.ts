import { conflict, notFound } from '@haat/server-kit';
import { onlyUnitsText, type ReservedLine, type ReservedStore, type ReserveStockReply, type ReserveStockRequest } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ReadThroughCache } from '@haat/server-kit';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { deliveryOptionsOf, findStoreById, liveStatus, type StoreRow } from '../stores/index.ts';
import { findReservation, insertReservationLines, insertReservationOnce } from './reservation-repository.ts';
import { mergedLines, stockOnShelf, takeStock, type StockLine } from './stock-repository.ts';
import { taxPlaces } from './tax-places.ts';

type ReservedStock = Extract<ReserveStockReply, { ok: true }>;

const STORE_CLOSED_TEXT = 'This store is currently closed and is not accepting orders.';

/**
 * Holds stock for one checkout, all or nothing, in one transaction. Idempotent per reservationId:
 * a repeat gets the first reply; an id that was already released is refused. Lines are priced
 * from the database (never from the client).
 */
export async function reserveStock(db: Kysely<CatalogDatabase>, request: ReserveStockRequest, { ttlSeconds, listings }: { ttlSeconds: number; listings: ReadThroughCache }): Promise<ReservedStock> {
  const reserved = await db.transaction().execute(async (trx) => {
    const fresh = await insertReservationOnce(trx, {
      id: request.reservationId,
      store_id: request.storeId,
      state: 'reserved',
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    });
    if (!fresh) return repeatedReply(trx, request.reservationId);

    const store = await findStoreById(trx, request.storeId);
    if (!store || !store.is_active) throw notFound('Store not found');
    // Closed by its seller, or outside its business hours in India now.
    if (!liveStatus({ isActive: store.is_active, isOpen: store.is_open, businessHours: store.business_hours }, new Date()).isOpen) throw conflict(STORE_CLOSED_TEXT);

    const lines: ReservedLine[] = [];
    for (const line of mergedLines(request.items)) {
      const taken = await takeStock(trx, store.id, line);
      if (!taken) throw await shortage(trx, store.id, line); // rolls back every line taken so far
      lines.push({
        productId: line.productId,
        variant: line.variant,
        quantity: line.quantity,
        name: line.variant ? `${taken.name} (${line.variant})` : taken.name,
        image: taken.image,
        unitPricePaise: taken.discount_price_paise ?? taken.price_paise,
        hsnCode: taken.hsn_code,
        gstRate: taken.gst_rate,
        unit: taken.unit,
      });
    }
    await insertReservationLines(trx, request.reservationId, lines);
    const reply: ReservedStock = { ok: true, lines, store: { ...reservedStore(store), ...await taxPlaces(trx, store, request.shippingCity) } };
    await trx.updateTable('reservations').set({ reply: JSON.stringify(reply) }).where('id', '=', request.reservationId).execute();
    return reply;
  });
  await listings.invalidate(request.storeId); // the stock shown on the store page changed
  return reserved;
}

async function repeatedReply(db: CatalogDb, reservationId: string): Promise<ReservedStock> {
  const existing = await findReservation(db, reservationId);
  if (!existing || existing.state === 'released' || !existing.reply) {
    throw conflict('This reservation was already released', 'This checkout expired. Please place the order again.');
  }
  return existing.reply;
}

/** The spec's wording for a line that cannot be served (cart add texts, spec §5). */
async function shortage(db: CatalogDb, storeId: string, line: StockLine): Promise<Error> {
  const shelf = await stockOnShelf(db, storeId, line);
  if (!shelf) return notFound('Product not found');
  const name = line.variant ? `${shelf.name} (${line.variant})` : shelf.name;
  if (shelf.quantity <= 0) return conflict(`${name} is currently out of stock.`);
  return conflict(onlyUnitsText(shelf.quantity, name));
}

/**
 * The store as the checkout needs it: what the order keeps, the UPI id, and every delivery option
 * (the checkout quotes the delivery to the buyer's address). Delivery money here is in rupees, like the API's DeliveryOptions.
 */
function reservedStore(store: StoreRow): ReservedStore {
  return {
    id: store.id,
    ownerId: store.owner_id,
    name: store.name,
    image: store.image,
    address: store.address,
    city: store.city,
    isOpen: store.is_open,
    paymentOptions: store.payment_options,
    upiId: store.upi_id,
    deliveryOptions: deliveryOptionsOf(store.delivery_options),
  };
}
