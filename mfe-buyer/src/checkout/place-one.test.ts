import { ApiError } from '@haat/web-kit';
import type { Order, PlaceOrderBody } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import type { KeyBook } from './checkout-keys.ts';
import { makeOrder } from '../../test/order-fixture.ts';
import { placeOne, type PlaceOneDeps } from './place-one.ts';

const address = { name: 'Meera', address: '4 Law College Road', city: 'Pune', postalCode: '411038', phone: '9123456780', email: 'meera@example.in' };
const input = { storeId: 's1', lines: [{ productId: 'p1', quantity: 2, variant: null }], paymentMethod: 'Cash on Delivery' as const };
const keyUsedElsewhere = () => new ApiError({
  message: 'Idempotency-Key was already used with a different request', status: 422, path: '/orders',
  body: { error: 'Idempotency-Key was already used with a different request' },
});

/** The key book in memory, every send recorded with the book as it stood when it went out. */
function harness(send: (body: PlaceOrderBody, key: string, call: number) => Promise<Order>, initial: KeyBook = {}) {
  let book = initial;
  let n = 0;
  const sent: { body: PlaceOrderBody; key: string; bookThen: KeyBook }[] = [];
  const deps: PlaceOneDeps = {
    send: (body, key) => {
      sent.push({ body, key, bookThen: book });
      return send(body, key, sent.length);
    },
    readBook: () => book,
    writeBook: (next) => { book = next; },
    newKey: () => `key-${++n}`,
    now: () => 1_800_000_000_000,
  };
  return { deps, sent, book: () => book };
}

describe('placeOne', () => {
  it('writes the body down under the key before sending, and forgets the key once placed', async () => {
    const order = makeOrder();
    const h = harness(async () => order);
    expect(await placeOne(input, address, h.deps)).toEqual({ ok: true, order });
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.key).toBe('key-1');
    expect(h.sent[0]?.bookThen['s1']?.sentBody).toBe(JSON.stringify(h.sent[0]?.body));
    expect(h.book()).toEqual({});
  });

  it('keeps the key and the body after a failure, and uses the same key next time', async () => {
    const h = harness(async () => { throw new ApiError({ message: 'Kesar Kirana is closed', status: 400, path: '/orders' }); });
    expect(await placeOne(input, address, h.deps)).toEqual({ ok: false, message: 'Kesar Kirana is closed' });
    expect(h.book()['s1']).toMatchObject({ key: 'key-1', sentBody: JSON.stringify(h.sent[0]?.body) });
    await placeOne(input, address, h.deps);
    expect(h.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
  });

  it('resends the earlier body when the key already placed an order with it (422), then forgets the key', async () => {
    const order = makeOrder();
    const earlier: PlaceOrderBody = { storeId: 's1', items: [{ productId: 'p1', quantity: 1 }], shippingAddress: address, paymentMethod: 'Cash on Delivery' };
    const initial: KeyBook = { s1: { key: 'kept', createdAt: 1_800_000_000_000 - 1000, sentBody: JSON.stringify(earlier) } };
    const h = harness(async (_body, _key, call) => {
      if (call === 1) throw keyUsedElsewhere();
      return order;
    }, initial);
    expect(await placeOne(input, address, h.deps)).toEqual({ ok: true, order });
    expect(h.sent.map((s) => s.key)).toEqual(['kept', 'kept']);
    expect(h.sent[1]?.body).toEqual(earlier);
    expect(h.book()).toEqual({});
  });

  it('does not resend when nothing different was sent before, and keeps the key', async () => {
    const h = harness(async () => { throw keyUsedElsewhere(); });
    const result = await placeOne(input, address, h.deps);
    expect(result.ok).toBe(false);
    expect(h.sent).toHaveLength(1);
    expect(h.book()['s1']?.key).toBe('key-1');
  });

  it('keeps the key when the resend fails too', async () => {
    const earlier = JSON.stringify({ storeId: 's1', items: [], shippingAddress: address, paymentMethod: 'Cash on Delivery' });
    const h = harness(async (_body, _key, call) => {
      if (call === 1) throw keyUsedElsewhere();
      throw new Error('Network down');
    }, { s1: { key: 'kept', createdAt: 1_800_000_000_000 - 1000, sentBody: earlier } });
    expect(await placeOne(input, address, h.deps)).toEqual({ ok: false, message: 'Network down' });
    expect(h.sent).toHaveLength(2);
    expect(h.book()['s1']?.key).toBe('kept');
  });
});
