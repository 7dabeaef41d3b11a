import { describe, expect, it } from 'vitest';
import { hintVisible, nextHintChange } from './hint-bubble.ts';

describe('the chat hint bubble', () => {
  it('shows from 1 s to 12 s after load', () => {
    expect([0, 999, 1000, 6000, 11_999, 12_000, 60_000].map((t) => hintVisible(t, false))).toEqual([false, false, true, true, true, false, false]);
  });
  it('never shows once dismissed', () => {
    expect(hintVisible(5000, true)).toBe(false);
  });
  it('wakes up when it should appear, then when it should go, then never', () => {
    expect(nextHintChange(0)).toBe(1000);
    expect(nextHintChange(400)).toBe(600);
    expect(nextHintChange(1000)).toBe(11_000);
    expect(nextHintChange(12_000)).toBeNull();
  });
});
