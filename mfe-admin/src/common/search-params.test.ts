import { describe, expect, it } from 'vitest';
import { readChoice, readDay, readPage, withChanges } from './search-params.ts';

describe('list state in the address', () => {
  it('keeps only known choices, whole pages from 1 and real days', () => {
    expect(readChoice('Pending', ['Pending', 'Resolved'] as const)).toBe('Pending');
    expect(readChoice('pending', ['Pending'] as const)).toBeUndefined();
    expect(readChoice(null, ['Pending'] as const)).toBeUndefined();
    expect([readPage('3'), readPage('0'), readPage('-2'), readPage('1.5'), readPage('x'), readPage(null)]).toEqual([3, 1, 1, 1, 1, 1]);
    expect(readDay('2026-11-20')).toBe('2026-11-20');
    expect(readDay('2026-13-40')).toBeUndefined();
    expect(readDay('20-11-2026')).toBeUndefined();
  });

  it('drops emptied filters and page 1 from the address', () => {
    const next = withChanges(new URLSearchParams('type=review&reason=Spam+content&page=3'), { reason: '', page: '1', status: 'Pending' });
    expect(next.toString()).toBe('type=review&status=Pending');
  });
});
