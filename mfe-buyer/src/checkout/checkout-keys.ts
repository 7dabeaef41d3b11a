/**
 * Idempotency keys for placing orders: one per store of a checkout, kept (with the last body sent
 * under it) in this tab's storage until that store's order is placed, so a double click, a retry or
 * a reload after a lost answer can never place a second order.
 *
 * The order service keeps a finished request's reply under its key and gives a failed request's
 * key back; so reusing a key is safe after a refusal (even with a changed address), returns the
 * first order after a success, and is refused with 422 when the body differs from a request that
 * did succeed. That 422 means the earlier attempt placed the order: resending its body returns it.
 */
type KeyEntry = { key: string; createdAt: number; /** JSON of the last body sent with this key. */ sentBody: string | null };
export type KeyBook = Record<string, KeyEntry>;

/** Longer than one checkout takes, shorter than the server keeps keys (24 h): a later checkout starts afresh. */
export const CHECKOUT_KEY_TTL_MS = 30 * 60_000;

const isEntry = (value: unknown): value is KeyEntry => {
  const e = value as Partial<KeyEntry> | null;
  return !!e && typeof e.key === 'string' && e.key !== '' && typeof e.createdAt === 'number' && (e.sentBody === null || typeof e.sentBody === 'string');
};

/** A stored book, with unreadable and expired entries dropped. */
export function readKeyBook(raw: string | null, now: number): KeyBook {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  const book: KeyBook = {};
  if (!parsed || typeof parsed !== 'object') return book;
  for (const [storeId, entry] of Object.entries(parsed as Record<string, unknown>)) {
    if (isEntry(entry) && now - entry.createdAt < CHECKOUT_KEY_TTL_MS && entry.createdAt <= now) book[storeId] = entry;
  }
  return book;
}

/** The store's key: the one already in use, else a new one. */
export function keyFor(book: KeyBook, storeId: string, now: number, newKey: () => string): { book: KeyBook; entry: KeyEntry } {
  const known = book[storeId];
  if (known) return { book, entry: known };
  const entry: KeyEntry = { key: newKey(), createdAt: now, sentBody: null };
  return { book: { ...book, [storeId]: entry }, entry };
}

/** Remembers what was sent under the store's key (before sending: the answer may be lost). */
export function recordSent(book: KeyBook, storeId: string, body: string): KeyBook {
  const entry = book[storeId];
  return entry ? { ...book, [storeId]: { ...entry, sentBody: body } } : book;
}

/** The store's order is placed: its key is done with. */
export function forgetKey(book: KeyBook, storeId: string): KeyBook {
  const rest = { ...book };
  delete rest[storeId];
  return rest;
}

type ErrorFacts = { status?: number; error?: string | undefined; serverText?: string | undefined; message?: string };

// `error` is the server's English whatever the reader's language; `serverText` may be translated.
const textOf = (err: ErrorFacts): string => `${err.error ?? ''} ${err.serverText ?? ''} ${err.message ?? ''}`.toLowerCase();

/** 422: the key already placed an order with another body (the earlier attempt succeeded). */
export const isKeyUsedElsewhere = (err: ErrorFacts): boolean => err.status === 422 && textOf(err).includes('idempotency-key');

/** 409 while the first request with this key is still running: wait and ask again. */
export const isStillPlacing = (err: ErrorFacts): boolean => err.status === 409 && textOf(err).includes('already being placed');
