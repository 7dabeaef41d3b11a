import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@haat/contracts';
import { canReorder, reorderBody, reorderLines, reorderNotice, reorderOutcome } from './reorder.ts';

const STORE = 'store-1';
const item = (productId: string, name: string, quantity: number, extra: Partial<OrderItem> = {}): OrderItem =>
  ({ _id: `i-${productId}`, id: `i-${productId}`, productId, name, image: '', price: 10, quantity, variant: null, cancelled: false, cancelledBy: null, ...extra });
const key = (productId: string, variant = '') => `${productId}|${STORE}|${variant}`;

describe('reorder', () => {
  const items = [
    item('atta', 'Atta 5 kg', 2),
    item('ghee', 'Ghee (1 L)', 1, { variant: '1 L' }),
    item('salt', 'Salt 1 kg', 3, { cancelled: true }),
    item('atta', 'Atta 5 kg', 1, { id: 'i-atta-2', _id: 'i-atta-2' }),
    item('chai', 'Masala Chai', 4),
  ];

  it('is offered on a delivered order with something not cancelled', () => {
    expect(canReorder({ status: 'Delivered', items })).toBe(true);
    expect(canReorder({ status: 'Shipped', items })).toBe(false);
    expect(canReorder({ status: 'Delivered', items: [items[2]!] })).toBe(false);
  });

  it('asks for the lines not cancelled, one per product and variant, quantities summed', () => {
    const lines = reorderLines({ items }, STORE);
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([['Atta 5 kg', 3], ['Ghee · 1 L', 1], ['Masala Chai', 4]]);
    expect(reorderBody(lines, STORE)).toEqual({ items: [
      { productId: 'atta', storeId: STORE, quantity: 3 },
      { productId: 'ghee', storeId: STORE, quantity: 1, variant: '1 L' },
      { productId: 'chai', storeId: STORE, quantity: 4 },
    ] });
  });

  it('names what was left out and why, and what the stock capped', () => {
    const lines = reorderLines({ items }, STORE);
    const before = [{ id: key('atta'), quantity: 1 }];
    const after = [{ id: key('atta'), quantity: 4 }, { id: key('chai'), quantity: 2 }];
    const outcome = reorderOutcome(lines, before, after, [{ productId: 'ghee', reason: 'out-of-stock' }]);
    expect(outcome).toEqual({ added: 2, leftOut: [{ name: 'Ghee · 1 L', reason: 'out of stock' }], capped: [{ name: 'Masala Chai', quantity: 2 }] });
    expect(reorderNotice(outcome)).toEqual({
      tone: 'warning', title: 'Some items could not be added as ordered', openCart: true,
      message: 'Ghee · 1 L (out of stock); Masala Chai (only 2 units available).',
    });
  });

  it('all in: a plain success; nothing in: an error that keeps the buyer on the order', () => {
    const lines = reorderLines({ items: [items[0]!] }, STORE);
    expect(reorderNotice(reorderOutcome(lines, [], [{ id: key('atta'), quantity: 2 }], []))).toMatchObject({ tone: 'success', message: '1 item from this order.', openCart: true });
    const gone = reorderOutcome(lines, [], [], [{ productId: 'atta', reason: 'not-found' }]);
    expect(reorderNotice(gone)).toEqual({ tone: 'error', title: 'None of these items can be ordered now', message: 'Atta 5 kg (no longer sold).', openCart: false });
  });

  it('already at the stock in the cart: told so, and the cart opens', () => {
    const lines = reorderLines({ items: [items[0]!] }, STORE);
    const full = reorderOutcome(lines, [{ id: key('atta'), quantity: 5 }], [{ id: key('atta'), quantity: 5 }], []);
    expect(reorderNotice(full)).toMatchObject({ tone: 'warning', title: 'Your cart already holds all that is in stock', openCart: true });
  });
});
