import { describe, expect, it } from 'vitest';
import { displayRating } from './rating.ts';

describe('displayRating', () => {
  it('shows a real average with one decimal', () => {
    expect(displayRating(4.26)).toBe('4.3');
    expect(displayRating(5)).toBe('5.0');
    expect(displayRating(1)).toBe('1.0');
  });
  it('shows New, never a stand-in number like 4.5, for a store or product without reviews', () => {
    expect(displayRating(null)).toBe('New');
  });
});
