import { badRequest, conflict, notFound } from '@haat/server-kit';
import { onlyUnitsText, UPI_TEXTS, type ReservedLine, type ReservedStore, type ReserveStockReply, type ReserveStockRequest } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ReadThroughCache } from '@haat/server-kit';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { deliveryOptionsOf, liveStatus } from '../stores/index.ts';
import { findReservation, openReservation, recordPaymentScreenshot as keepPaymentScreenshot, recordReservedLines, type ReservingStore } from './reservation-repository.ts';
import { mergedLines, stockOnShelf, takeStockOfLines, type StockLine } from './stock-repository.ts';
import { taxPlaces } from './tax-places.ts';

type ReservedStock = Extract<ReserveStockReply, { ok: true }>;

const STORE_CLOSED_TEXT = 'This store is currently closed and is not accepting orders.';

/**
 * Holds stock for one checkout, all or nothing, in one transaction. Idempotent per reservationId:
 * a repeat gets the first reply; an id that was already released is refused. Lines are priced
 * from the database (never from the client). Three statements between BEGIN and COMMIT, whatever
 * the number of lines: the reservation with the store, the stock, the lines with the reply; a
 * fourth for a UPI payment screenshot, which must be the buyer's own upload.
 */
export async function reserveStock(db: Kysely<CatalogDatabase>, request: ReserveStockRequest, { ttlSeconds, listings }: { ttlSeconds: number; listings: ReadThroughCache }): Promise<ReservedStock> {
  const reserved = await db.transaction().execute(async (trx) => {
    const opened = await openReservation(trx, {
      id: request.reservationId,
      storeId: request.storeId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      buyerCity: request.shippingCity,
    });
    if (!opened.fresh) return repeatedReply(trx, request.reservationId);

    const { store } = opened;
    if (!store || !store.is_active) throw notFound('Store not found');
    // Closed by its seller, or outside its business hours in India now.
    if (!liveStatus({ isActive: store.is_active, isOpen: store.is_open, businessHours: store.business_hours }, new Date()).isOpen) throw conflict(STORE_CLOSED_TEXT);

    const lines = await takeLines(trx, store.id, mergedLines(request.items));
    const places = taxPlaces({ gstin: store.gstin, storeCityStates: opened.storeCityStates, buyerCityStates: opened.buyerCityStates });
    const reply: ReservedStock = { ok: true, lines, store: { ...reservedStore(store), ...places } };
    await recordReservedLines(trx, request.reservationId, lines, reply);
    if (request.paymentScreenshot) await recordPaymentScreenshot(trx, request.reservationId, request.paymentScreenshot);
    return reply;
  });
  await listings.invalidate(request.storeId); // the stock shown on the store page changed
  return reserved;
}

/**
 * Takes every line's stock and prices it. A line that cannot be served (the first, in line order)
 * is explained and thrown, which rolls back every line taken with it.
 */
async function takeLines(trx: CatalogDb, storeId: string, lines: StockLine[]): Promise<ReservedLine[]> {
  const taken = await takeStockOfLines(trx, storeId, lines);
  const short = lines.find((_, i) => !taken[i]);
  if (short) throw await shortage(trx, storeId, short);
  return lines.map((line, i) => {
    const stock = taken[i]!;
    return {
      productId: line.productId,
      variant: line.variant,
      quantity: line.quantity,
      name: line.variant ? `${stock.name} (${line.variant})` : stock.name,
      image: stock.image,
      unitPricePaise: stock.discount_price_paise ?? stock.price_paise,
      hsnCode: stock.hsn_code,
      gstRate: stock.gst_rate,
      unit: stock.unit,
    };
  });
}

/** Keeps the screenshot with the reservation, or refuses one that is not this buyer's payment screenshot (rolling everything back). */
async function recordPaymentScreenshot(trx: CatalogDb, reservationId: string, screenshot: { key: string; buyerId: string }): Promise<void> {
  if (!(await keepPaymentScreenshot(trx, reservationId, screenshot))) throw badRequest(UPI_TEXTS.screenshotInvalid);
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
function reservedStore(store: ReservingStore): ReservedStore {
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
