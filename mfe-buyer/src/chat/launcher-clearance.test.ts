import { describe, expect, it } from 'vitest';
import { coversAny, overlaps } from './launcher-clearance.ts';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('the chat launcher keeping clear of the tabs', () => {
  // A 390×664 phone: the launcher at bottom-right (16 px in), the store's tabs in one row.
  const launcher = box(318, 592, 56, 56);
  const reviewsTab = box(232, 590, 142, 44);

  it('a tab under the button counts; one beside or above it, or only touching its edge, does not', () => {
    expect(overlaps(launcher, reviewsTab)).toBe(true);
    expect(overlaps(launcher, box(16, 590, 100, 44))).toBe(false);
    expect(overlaps(launcher, box(232, 500, 142, 44))).toBe(false);
    expect(overlaps(launcher, box(232, 548, 142, 44))).toBe(false);
  });

  it('the hint above the button counts as the launcher too', () => {
    const hint = box(114, 526, 260, 58);
    expect(coversAny([launcher], [box(16, 530, 200, 44)])).toBe(false);
    expect(coversAny([launcher, hint], [box(16, 530, 200, 44)])).toBe(true);
    expect(coversAny([launcher, hint], [])).toBe(false);
  });
});
