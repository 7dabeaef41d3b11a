import { describe, expect, it } from 'vitest';
import { readProduct, type ProductSummary } from '@haat/contracts/product-reply';
import { clampQuantity, defaultVariant, lowStockText, purchaseChoice, totalStock, typedQuantity } from './purchase.ts';

const product = (raw: Record<string, unknown>): ProductSummary => {
  const p = readProduct({ id: 'p', name: 'Basmati Rice', price: 100, ...raw });
  if (!p) throw new Error('no product');
  return p;
};

describe('lowStockText', () => {
  it("says 'Only {n} left' from 5 down to 1", () => {
    expect(lowStockText(5)).toBe('Only 5 left');
    expect(lowStockText(1)).toBe('Only 1 left');
    expect(lowStockText(6)).toBeNull();
    expect(lowStockText(0)).toBeNull();
  });
});

describe('variants', () => {
  const rice = product({ quantity: 0, variants: [{ name: '1 kg', price: 100, quantity: 0 }, { name: '5 kg', price: 450, discountPrice: 420, quantity: 4 }] });
  it('preselects the first variant that has stock', () => {
    expect(defaultVariant(rice)?.name).toBe('5 kg');
    expect(defaultVariant(product({ variants: [{ name: 'a', quantity: 0 }, { name: 'b', quantity: 0 }] }))?.name).toBe('a');
  });
  it("uses the chosen variant's price and stock", () => {
    expect(purchaseChoice(rice, '1 kg')).toEqual({ variant: '1 kg', price: 100, discountPrice: null, stock: 0 });
    expect(purchaseChoice(rice, null)).toEqual({ variant: '5 kg', price: 450, discountPrice: 420, stock: 4 });
    expect(purchaseChoice(product({ quantity: 7, discountPrice: 90 }), null)).toEqual({ variant: null, price: 100, discountPrice: 90, stock: 7 });
  });
  it('counts the stock of every variant for the card', () => {
    expect(totalStock(rice)).toBe(4);
    expect(totalStock(product({ quantity: 3 }))).toBe(3);
  });
});

describe('quantity bounds', () => {
  it('clamps to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.8, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
  it('alerts and sets the stock when more is typed than there is', () => {
    expect(typedQuantity('12', 4, 'Atta')).toEqual({ quantity: 4, alert: 'Sorry, only 4 units of Atta are available.' });
    expect(typedQuantity('2', 1, 'Atta')).toEqual({ quantity: 1, alert: 'Sorry, only 1 unit of Atta is available.' });
    expect(typedQuantity('3', 4, 'Atta')).toEqual({ quantity: 3, alert: null });
    expect(typedQuantity('', 4, 'Atta')).toEqual({ quantity: 1, alert: null });
  });
});
