import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines.ts';
import { CartSync } from './cart-sync.ts';

const line = (productId: string, quantity: number): CartLine => ({
  id: `${productId}|s1|`, serverId: `srv-${productId}`, productId, storeId: 's1', storeName: 'Sharma Kirana', name: productId,
  price: 10, discountPrice: null, image: '', quantity, variant: null, stock: null,
});

/** A write whose answer the test releases, to see what the queue does meanwhile. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

function harness(initial: CartLine[] = []) {
  const shown: CartLine[][] = [];
  const errors: unknown[] = [];
  const sync = new CartSync(initial, { onSettled: (l) => shown.push(l), onError: (e) => errors.push(e) });
  return { sync, shown, errors };
}

describe('CartSync', () => {
  it('sends writes one at a time in order and shows the cart only after the last answer', async () => {
    const { sync, shown } = harness();
    const first = deferred<CartLine[]>();
    const order: string[] = [];
    void sync.run(async () => { order.push('add'); return first.promise; });
    const second = sync.run(async (confirmed) => { order.push(`patch after ${confirmed.length}`); return [line('a', 3)]; });
    await Promise.resolve();
    expect(order).toEqual(['add']);
    first.resolve([line('a', 1)]);
    await second;
    expect(order).toEqual(['add', 'patch after 1']);
    expect(shown).toEqual([[line('a', 3)]]);
  });

  it('rolls a refused write back to the last confirmed cart and reports it', async () => {
    const { sync, shown, errors } = harness([line('a', 1)]);
    const refusal = new Error('Only 1 unit of a is available.');
    await sync.run(async () => { throw refusal; });
    expect(errors).toEqual([refusal]);
    expect(shown).toEqual([[line('a', 1)]]);
  });

  it('keeps what later writes did when an earlier one fails', async () => {
    const { sync, shown } = harness([line('a', 1)]);
    void sync.run(async () => { throw new Error('refused'); });
    await sync.run(async () => [line('a', 1), line('b', 1)]);
    expect(shown).toEqual([[line('a', 1), line('b', 1)]]);
  });

  it('lets one write handle its own failure, and skips writes with nothing to send', async () => {
    const { sync, errors, shown } = harness([line('a', 1)]);
    const handled: unknown[] = [];
    await sync.run(async () => { throw new Error('load failed'); }, (e) => handled.push(e));
    await sync.run(async () => null);
    expect(errors).toEqual([]);
    expect(handled).toHaveLength(1);
    expect(shown.at(-1)).toEqual([line('a', 1)]);
  });

  it('drops answers that arrive after the owner changed', async () => {
    const { sync, shown, errors } = harness();
    const late = deferred<CartLine[]>();
    const done = sync.run(async () => late.promise);
    await Promise.resolve();
    sync.stop();
    late.resolve([line('a', 9)]);
    await done;
    expect(shown).toEqual([]);
    expect(errors).toEqual([]);
    expect(sync.confirmed).toEqual([]);
  });
});
