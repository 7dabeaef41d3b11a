import { describe, expect, it } from 'vitest';
import { addLine, cartTotal, isCartLines, linesByStore, setLineQuantity, type CartLine } from './cart-lines.ts';

const atta = { productId: 'p1', storeId: 's1', storeName: 'Sharma Kirana', name: 'Atta 5 kg', price: 285, discountPrice: 259, stock: 5 };

function lines(result: ReturnType<typeof addLine>): CartLine[] {
  if (!result.ok) throw new Error(result.message);
  return result.lines;
}

describe('addLine', () => {
  it('adds to the quantity of an existing product+store line', () => {
    const once = lines(addLine([], { ...atta, quantity: 2 }));
    const twice = lines(addLine(once, { ...atta, quantity: 1 }));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(3);
  });

  it('keeps the same product from another store, or another variant, apart', () => {
    const a = lines(addLine([], atta));
    const b = lines(addLine(a, { ...atta, storeId: 's2' }));
    const c = lines(addLine(b, { ...atta, variant: '10 kg' }));
    expect(c).toHaveLength(3);
  });

  it('refuses more than the stock with the spec text', () => {
    const a = lines(addLine([], { ...atta, quantity: 4 }));
    expect(addLine(a, { ...atta, quantity: 2 })).toEqual({ ok: false, message: 'Only 5 units of Atta 5 kg are available.' });
    expect(addLine([], { ...atta, stock: 1, quantity: 2 })).toEqual({ ok: false, message: 'Only 1 unit of Atta 5 kg is available.' });
    expect(addLine([], { ...atta, stock: 0 })).toEqual({ ok: false, message: 'Atta 5 kg is currently out of stock.' });
  });

  it('needs a product id', () => {
    expect(addLine([], { ...atta, productId: '' })).toEqual({ ok: false, message: 'Could not add to cart: Missing product ID' });
  });
});

describe('setLineQuantity', () => {
  it('ignores quantities below 1 and refuses more than stock', () => {
    const a = lines(addLine([], { ...atta, quantity: 2 }));
    const id = a[0]!.id;
    expect(lines(setLineQuantity(a, id, 0))[0]?.quantity).toBe(2);
    expect(lines(setLineQuantity(a, id, 5))[0]?.quantity).toBe(5);
    expect(setLineQuantity(a, id, 6).ok).toBe(false);
  });
});

describe('totals and grouping', () => {
  it('uses discountPrice when present, else price', () => {
    const a = lines(addLine([], { ...atta, quantity: 2 }));
    const b = lines(addLine(a, { productId: 'p2', storeId: 's1', name: 'Salt', price: 28, discountPrice: null }));
    expect(cartTotal(b)).toBe(2 * 259 + 28);
  });

  it('sums without floating-point drift', () => {
    expect(cartTotal([{ price: 0.1, discountPrice: null, quantity: 1 }, { price: 0.2, discountPrice: null, quantity: 1 }])).toBe(0.3);
  });

  it('groups lines per store', () => {
    const a = lines(addLine([], atta));
    const b = lines(addLine(a, { ...atta, productId: 'p9', storeId: 's2', storeName: 'Patil Fresh' }));
    expect(linesByStore(b).map((g) => g.storeId)).toEqual(['s1', 's2']);
  });

  it('rejects corrupt stored data', () => {
    expect(isCartLines([{ id: 1 }])).toBe(false);
    expect(isCartLines('x')).toBe(false);
    expect(isCartLines(lines(addLine([], atta)))).toBe(true);
  });
});
