import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, draftProblems, newVariant, type ProductDraft } from './product-form-state.ts';

const draft = (changes: Partial<ProductDraft> = {}): ProductDraft => ({ ...draftOf(null), name: 'Atta', price: '100', ...changes });

describe('product form checks', () => {
  it('accepts a plain product and builds the body with numbers and defaults', () => {
    expect(draftProblems(draft())).toEqual({});
    expect(bodyOf(draft({ discountPrice: '90.5', hsnCode: '1101', gstRate: '5', unit: 'kg' }), 's1')).toMatchObject({
      storeId: 's1', name: 'Atta', category: 'General', price: 100, discountPrice: 90.5, quantity: 0, variantType: '', variants: [], hsnCode: '1101', gstRate: 5, unit: 'kg',
    });
  });

  it('names a discount above the price before sending, for the product and for each variant', () => {
    expect(draftProblems(draft({ discountPrice: '101' }))).toEqual({ discountPrice: 'Product: Discount price cannot be higher than the price' });
    const variant = { ...newVariant(), name: '1 kg', price: '50', discountPrice: '60', quantity: '3' };
    expect(draftProblems(draft({ variants: [variant] }))).toEqual({ 'variants.0.discountPrice': 'Variant 1: Discount price cannot be higher than the price' });
  });

  it('refuses a missing name, bad numbers, bad HSN codes and twin variant names', () => {
    const problems = draftProblems(draft({
      name: ' ', price: 'abc', quantity: '1.5', hsnCode: '12345',
      variants: [{ ...newVariant(), name: 'A', price: '1' }, { ...newVariant(), name: 'a', price: '1', quantity: '-1' }],
    }));
    expect(Object.keys(problems).toSorted()).toEqual(['hsnCode', 'name', 'price', 'quantity', 'variants.1.name', 'variants.1.quantity']);
  });
});
