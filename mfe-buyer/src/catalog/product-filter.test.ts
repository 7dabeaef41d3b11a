import { describe, expect, it } from 'vitest';
import { categoryChips, filterProducts } from './product-filter.ts';
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
