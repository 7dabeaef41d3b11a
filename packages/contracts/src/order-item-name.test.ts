import { describe, expect, it } from 'vitest';
import { orderItemLine, orderItemName } from './order-item-name.ts';

describe('an order line name', () => {
  it('names the variant once, whether checkout already put it in the name or not', () => {
    expect(orderItemName({ name: 'Orange Crate (1 kg)', variant: '1 kg' })).toBe('Orange Crate · 1 kg');
    expect(orderItemName({ name: 'Orange Crate', variant: '1 kg' })).toBe('Orange Crate · 1 kg');
    expect(orderItemName({ name: 'Tata Salt 1 kg', variant: null })).toBe('Tata Salt 1 kg');
  });

  it('keeps a name\'s own brackets and does not repeat a variant the name already ends with', () => {
    expect(orderItemName({ name: 'Poha (Thick) (1 kg)', variant: '1 kg' })).toBe('Poha (Thick) · 1 kg');
    expect(orderItemName({ name: 'Poha (Thick)', variant: ' 1 kg ' })).toBe('Poha (Thick) · 1 kg');
    expect(orderItemName({ name: 'Poha 1 kg', variant: '1 kg' })).toBe('Poha 1 kg');
    expect(orderItemName({ name: 'Basmati Rice 10 kg', variant: '0 kg' })).toBe('Basmati Rice 10 kg · 0 kg');
    expect(orderItemName({ name: 'Poha (Thick)', variant: '' })).toBe('Poha (Thick)');
  });

  it('writes a whole line with its quantity', () => {
    expect(orderItemLine({ name: 'Poha (Thick) (1 kg)', variant: '1 kg', quantity: 2 })).toBe('Poha (Thick) · 1 kg × 2');
  });
});
