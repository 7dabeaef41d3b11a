import { describe, expect, it } from 'vitest';
import { ageText, durationText } from './duration-text.ts';
import { commonT as t } from './labels.ts';

describe('lengths of time', () => {
  it('writes lengths of time short, precise where it matters', () => {
    const M = 60_000;
    expect(durationText(20_000, t)).toBe('under 1 min');
    expect(durationText(45 * M, t)).toBe('45 min');
    expect(durationText(200 * M, t)).toBe('3 h 20 min');
    expect(durationText(180 * M, t)).toBe('3 h');
    expect(durationText(26 * 60 * M + 5 * M, t)).toBe('26 h');
    expect(durationText((3 * 24 + 4) * 60 * M, t)).toBe('3 d 4 h');
    expect(durationText(2 * 24 * 60 * M, t)).toBe('2 d');
    expect(durationText(-5, t)).toBe('under 1 min');
    expect(ageText('2026-11-20T10:00:00Z', Date.parse('2026-11-20T10:45:00Z'), t)).toBe('45 min');
  });

  it('gives no age for a missing or broken time', () => {
    expect(ageText(null, Date.now(), t)).toBe('');
    expect(ageText('yesterday-ish', Date.now(), t)).toBe('');
  });
});
