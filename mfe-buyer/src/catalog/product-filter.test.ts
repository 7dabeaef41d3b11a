import { describe, expect, it } from 'vitest';
import { categoryChips, filterProducts, noMatchHint } from './product-filter.ts';
import { readProducts } from '@haat/contracts/product-reply';

const products = readProducts([
  { id: '1', name: 'Toor Dal', category: 'Dal', description: 'Unpolished' },
  { id: '2', name: 'Aashirvaad Atta', category: 'Atta' },
  { id: '3', name: 'Moong Dal', category: 'dal' },
]);

describe('filterProducts', () => {
  it('matches name, description or category, case-insensitive, within a category', () => {
    expect(filterProducts(products, 'dal', null).map((p) => p.id)).toEqual(['1', '3']);
    expect(filterProducts(products, 'unpolish', null).map((p) => p.id)).toEqual(['1']);
    expect(filterProducts(products, '', 'Dal').map((p) => p.id)).toEqual(['1', '3']);
    expect(filterProducts(products, 'moong', 'Atta')).toEqual([]);
  });
});

describe('categoryChips', () => {
  it("prefers the store's categories, else those of its products A–Z", () => {
    const seen = products.map((p) => p.category);
    expect(categoryChips(['Snacks', 'Atta'], seen)).toEqual(['Snacks', 'Atta']);
    expect(categoryChips([], seen)).toEqual(['Atta', 'Dal']);
  });
});

describe('noMatchHint', () => {
  it('suggests checking the words typed, and All Products when a category is chosen', () => {
    expect(noMatchHint(' xyz ', null)).toBe('No products match "xyz". Check the spelling or try another word.');
    expect(noMatchHint('xyz', 'Snacks')).toBe('No products match "xyz" in Snacks. Check the spelling or try another word, or look in All Products.');
    expect(noMatchHint('  ', 'Snacks')).toBeNull();
  });
});
