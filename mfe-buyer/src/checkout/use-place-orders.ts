import { isApiError, randomUuid, useCartStore } from '@haat/web-kit';
import type { Order, PlaceOrderBody, ShippingAddress } from '@haat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { placeOrder } from '../orders/orders-api.ts';
import { isStillPlacing, readKeyBook, type KeyBook } from './checkout-keys.ts';
import type { StoreOrderInput } from './order-request.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { orderIdOf } from '../orders/order-view.ts';
import { placeOne, type PlaceOneDeps, type PlaceOneResult } from './place-one.ts';
import { MY_ORDERS_KEY, orderKey } from '../orders/use-order.ts';

/** One store's order as checkout asks for it. */
export type StoreOrderRequest = StoreOrderInput & { storeName: string };

export type PlacementResult = { storeId: string; storeName: string } & PlaceOneResult;

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
async function send(body: PlaceOrderBody, key: string): Promise<Order> {
  for (const wait of [...STILL_PLACING_WAITS_MS, null]) {
    try {
      return await placeOrder(body, key);
    } catch (err) {
      if (!(isApiError(err) && isStillPlacing(err))) throw err;
      if (wait === null) throw new Error(translate(messages, 'checkout.stillPlacing'), { cause: err });
      await sleep(wait);
    }
  }
  throw new Error(translate(messages, 'checkout.stillPlacing'));
}

const PLACE_DEPS: PlaceOneDeps = { send, readBook, writeBook, newKey: randomUuid, now: Date.now };

/**
 * Places one order per store, each under its own Idempotency-Key that stays the same for every
 * attempt of this checkout (see checkout-keys.ts), so a double click, a retry or a reload
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

  const placeStore = async (request: StoreOrderRequest, address: ShippingAddress): Promise<PlacementResult> => {
    const { storeId, storeName } = request;
    const result = await placeOne(request, address, PLACE_DEPS);
    if (result.ok) {
      queryClient.setQueryData(orderKey(orderIdOf(result.order)), result.order);
      clearStore(storeId);
    }
    return { storeId, storeName, ...result };
  };

  /** Resolves with this attempt's results; null when an attempt is already running (a second press). */
  const placeAll = async (requests: readonly StoreOrderRequest[], address: ShippingAddress): Promise<PlacementResult[] | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    try {
      const outcome: PlacementResult[] = [];
      for (const request of requests) outcome.push(await placeStore(request, address));
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
