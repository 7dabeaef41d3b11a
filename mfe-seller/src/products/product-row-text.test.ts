import { describe, expect, it } from 'vitest';
import { productRowDetails } from './product-row-text.ts';

const variant = (name: string) => ({ name, price: 100, discountPrice: null, quantity: 5 });

describe('productRowDetails', () => {
  it('names the variants with what they differ in, not a count and a word ("2 Weight")', () => {
    expect(productRowDetails({ category: 'Staples', unit: 'pcs', variantType: 'Weight', variants: [variant('500 g'), variant('1 kg')] })).toBe('Staples · Weight: 500 g, 1 kg');
  });
  it('says the unit a product is sold by, and nothing for pieces', () => {
    expect(productRowDetails({ category: 'Vegetables', unit: 'kg', variantType: '', variants: [] })).toBe('Vegetables · per kg');
    expect(productRowDetails({ category: 'Snacks', unit: 'pcs', variantType: '', variants: [] })).toBe('Snacks');
  });
  it('shows three variants and counts the rest; "Options" when the type has no name', () => {
    const sizes = ['S', 'M', 'L', 'XL', 'XXL'].map(variant);
    expect(productRowDetails({ category: 'Clothing', unit: 'pcs', variantType: ' ', variants: sizes })).toBe('Clothing · Options: S, M, L +2 more');
  });
});
