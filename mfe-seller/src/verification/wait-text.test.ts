import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text.ts';

describe('waitText', () => {
  it('counts seconds under a minute and a half, then whole minutes rounded up', () => {
    expect(waitText(42)).toBe('42 s');
    expect(waitText(1)).toBe('1 s');
    expect(waitText(89)).toBe('89 s');
    expect(waitText(90)).toBe('2 min');
    expect(waitText(1801)).toBe('31 min');
  });
});
