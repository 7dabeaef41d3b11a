import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.ts';

describe('compareNames', () => {
  it('sorts names A–Z ignoring case, as localeCompare does for Latin names', () => {
    const names = ['pune', 'Navi Mumbai', 'Mumbai', 'Agra', 'Ahmedabad', 'New Delhi', 'Noida', 'Port Blair', 'Porbandar', 'Thane-West', 'Thane'];
    expect(names.toSorted(compareNames)).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });
  it('puts two spellings of one name next to each other, upper case first', () => {
    expect(['pune', 'Pune', 'Agra'].toSorted(compareNames)).toEqual(['Agra', 'Pune', 'pune']);
  });
});
