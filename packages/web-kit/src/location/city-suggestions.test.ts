import { describe, expect, it } from 'vitest';
import { citySuggestions, needsServerSearch } from './city-suggestions.ts';

const cities = ['Pune', 'Mumbai', 'Navi Mumbai', 'Bengaluru', 'Delhi', 'New Delhi', 'pune'];

describe('citySuggestions', () => {
  it('puts the current city first, then prefix matches, then contains matches', () => {
    expect(citySuggestions(cities, 'mum', null)).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(citySuggestions(cities, 'del', 'New Delhi')).toEqual(['New Delhi', 'Delhi']);
  });
  it('drops duplicates and caps the list with no text at 10, current first', () => {
    const many = Array.from({ length: 15 }, (_, i) => `City ${String(i).padStart(2, '0')}`);
    const list = citySuggestions([...many, 'Pune'], '', 'Pune');
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('Pune');
    expect(citySuggestions(cities, 'pune', null)).toHaveLength(1);
  });
});

describe('needsServerSearch', () => {
  it('only for 3+ characters with few local matches', () => {
    expect(needsServerSearch([], 'pu')).toBe(false);
    expect(needsServerSearch(['Pune'], 'pun')).toBe(true);
    expect(needsServerSearch(['Puna', 'Pune', 'Punjab'], 'pun')).toBe(false);
  });
});
