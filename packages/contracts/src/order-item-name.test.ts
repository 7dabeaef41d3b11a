import { describe, expect, it } from 'vitest';
import { orderItemName } from './order-item-name.ts';

describe('an order line name', () => {
  it('names the variant once, whether checkout already put it in the name or not', () => {
    expect(orderItemName({ name: 'Orange Crate (1 kg)', variant: '1 kg' })).toBe('Orange Crate (1 kg)');
    expect(orderItemName({ name: 'Orange Crate', variant: '1 kg' })).toBe('Orange Crate (1 kg)');
    expect(orderItemName({ name: 'Tata Salt 1 kg', variant: null })).toBe('Tata Salt 1 kg');
  });
});
