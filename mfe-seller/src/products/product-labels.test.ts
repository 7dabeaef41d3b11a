import { PRODUCT_UNITS } from '@haat/contracts/product-rules';
import { describe, expect, it } from 'vitest';
import messages from './messages.json';
import { categoryLabel, UNIT_LABEL, unitLabel } from './product-labels.ts';

describe('product labels', () => {
  it('names every unit in English by its code, and an unknown unit as stored', () => {
    for (const unit of PRODUCT_UNITS) {
      expect(messages[UNIT_LABEL[unit]]).toBe(unit);
      expect(unitLabel(unit)).toBe(unit);
    }
    expect(unitLabel('quintal')).toBe('quintal');
  });

  it('names the default category, and shows the store\'s own as written', () => {
    expect(categoryLabel('General')).toBe('General');
    expect(categoryLabel('Namkeen')).toBe('Namkeen');
  });
});
