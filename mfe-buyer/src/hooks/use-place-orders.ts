import { describeError, isApiError, randomUuid, useCartStore, type CartLine } from '@haat/web-kit';
import type { Order, PaymentMethod, ShippingAddress } from '@haat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { orderIdOf, placeOrder } from '../api/orders-api.ts';
import { placeOrderBody, type PlaceOrderRequest } from '../orders/order-request.ts';
import { forgetKey, isKeyUsedElsewhere, isStillPlacing, keyFor, readKeyBook, recordSent, type KeyBook } from '../orders/checkout-keys.ts';
import { ORDER_STILL_PLACING_TEXT, PLACE_ORDER_FAILED_TEXT } from '../orders/order-texts.ts';
import { MY_ORDERS_KEY, orderKey } from './use-order.ts';

/** One store's order as checkout asks for it. */
export type StoreOrderRequest = {
  storeId: string;
  storeName: string;
  lines: readonly CartLine[];
  paymentMethod: PaymentMethod;
  upiPayment?: { transactionId: string; screenshotImage?: string };
};

export type PlacementResult =
  | { storeId: string; storeName: string; ok: true; order: Order }
  | { storeId: string; storeName: string; ok: false; message: string };

const KEY_BOOK = 'haat_checkout_keys';
/** Waits before asking again while the first request with a key is still running (409). */
const STILL_PLACING_WAITS_MS = [1000, 2000, 4000];

// This tab's keys: a reload keeps them (sessionStorage), another tab has its own. Without storage
// they live in memory, which still covers double clicks and retries on this page.
let memoryBook: KeyBook = {};
let storageFailed = false;

function readBook(): KeyBook {
  if (!storageFailed) {
    try {
      const stored = globalThis.sessionStorage?.getItem(KEY_BOOK);
      if (stored !== undefined) return readKeyBook(stored, Date.now());
    } catch {
      storageFailed = true;
    }
  }
  return readKeyBook(JSON.stringify(memoryBook), Date.now());
}

function writeBook(book: KeyBook): void {
  memoryBook = book;
  try {
    if (!globalThis.sessionStorage) throw new Error('no sessionStorage');
    globalThis.sessionStorage.setItem(KEY_BOOK, JSON.stringify(book));
  } catch {
    storageFailed = true; // full or off: memoryBook keeps them from now on
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /orders, asking again while the server says the same key's first request is still running. */
async function send(body: PlaceOrderRequest, key: string): Promise<Order> {
  for (const wait of [...STILL_PLACING_WAITS_MS, null]) {
    try {
      return await placeOrder(body, key);
    } catch (err) {
      if (!(isApiError(err) && isStillPlacing(err))) throw err;
      if (wait === null) throw new Error(ORDER_STILL_PLACING_TEXT, { cause: err });
      await sleep(wait);
    }
  }
  throw new Error(ORDER_STILL_PLACING_TEXT);
}

/**
 * Places one order per store, each under its own Idempotency-Key that stays the same for every
 * attempt of this checkout (see orders/checkout-keys.ts), so a double click, a retry or a reload
 * never makes a second order. Every store is tried even when one fails; a placed store's lines
 * leave the cart. `placed` gathers every order of this checkout, across attempts.
 */
export function usePlaceOrders() {
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [results, setResults] = useState<PlacementResult[]>([]);
  const [placed, setPlaced] = useState<Order[]>([]);
  const clearStore = useCartStore((s) => s.clearStore);
  const queryClient = useQueryClient();

  const placeOne = async (request: StoreOrderRequest, address: ShippingAddress): Promise<PlacementResult> => {
    const { storeId, storeName } = request;
    const body = placeOrderBody(request, address);
    const { book, entry } = keyFor(readBook(), storeId, Date.now(), randomUuid);
    const earlierBody = entry.sentBody;
    const bodyText = JSON.stringify(body);
    writeBook(recordSent(book, storeId, bodyText));
    let order: Order;
    try {
      order = await send(body, entry.key);
    } catch (err) {
      if (!(isApiError(err) && isKeyUsedElsewhere(err) && earlierBody && earlierBody !== bodyText)) {
        return { storeId, storeName, ok: false, message: describeError(err, PLACE_ORDER_FAILED_TEXT) };
      }
      // An earlier attempt's order went through (its answer was lost): asking with its body returns it.
      try {
        order = await send(JSON.parse(earlierBody) as PlaceOrderRequest, entry.key);
      } catch (again) {
        return { storeId, storeName, ok: false, message: describeError(again, PLACE_ORDER_FAILED_TEXT) };
      }
    }
    writeBook(forgetKey(readBook(), storeId));
    queryClient.setQueryData(orderKey(orderIdOf(order)), order);
    clearStore(storeId);
    return { storeId, storeName, ok: true, order };
  };

  /** Resolves with this attempt's results; null when an attempt is already running (a second press). */
  const placeAll = async (requests: readonly StoreOrderRequest[], address: ShippingAddress): Promise<PlacementResult[] | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    try {
      const outcome: PlacementResult[] = [];
      for (const request of requests) outcome.push(await placeOne(request, address));
      const newOrders = outcome.flatMap((r) => (r.ok ? [r.order] : []));
      if (newOrders.length > 0) {
        setPlaced((before) => [...before, ...newOrders.filter((o) => !before.some((b) => orderIdOf(b) === orderIdOf(o)))]);
        void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
      }
      setResults(outcome);
      return outcome;
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { placeAll, placing, results, placed };
}
