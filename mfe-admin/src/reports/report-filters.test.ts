import { describe, expect, it } from 'vitest';
import { isFiltered, readReportFilters, reasonsFor, typeChange } from './report-filters.ts';

const read = (query: string) => readReportFilters(new URLSearchParams(query));

describe('the reports queue filters', () => {
  it('offers the chosen type\'s reasons, or every reason once', () => {
    expect(reasonsFor('review')).toContain('Fake review');
    expect(reasonsFor('review')).not.toContain('Fraudulent business');
    const all = reasonsFor(undefined);
    expect(all).toContain('Fake review');
    expect(all).toContain('Fraudulent business');
    expect(all.filter((r) => r === 'Other')).toHaveLength(1);
    expect(all.filter((r) => r === 'Inappropriate content')).toHaveLength(1);
  });

  it('reads the address, defaulting to the newest first, page 1', () => {
    expect(read('')).toEqual({ type: undefined, status: undefined, reason: undefined, from: undefined, to: undefined, sort: 'newest', page: 1 });
    expect(read('type=store&status=Reviewing&reason=Fraudulent+business&from=2026-11-01&to=2026-11-20&sort=reporters&page=2')).toEqual({
      type: 'store', status: 'Reviewing', reason: 'Fraudulent business', from: '2026-11-01', to: '2026-11-20', sort: 'reporters', page: 2,
    });
  });

  it('drops what the API would refuse: unknown values and a reason of another type', () => {
    expect(read('type=product&status=open&sort=loudest&page=-1')).toMatchObject({ type: undefined, status: undefined, sort: 'newest', page: 1 });
    expect(read('type=review&reason=Fraudulent+business').reason).toBeUndefined();
    expect(read('reason=Fraudulent+business').reason).toBe('Fraudulent business');
  });

  it('reads a backwards date range as the same days', () => {
    expect(read('from=2026-11-20&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('keeps the reason across a type change only when the new type has it', () => {
    const filters = read('type=store&reason=Inappropriate+content');
    expect(typeChange(filters, 'broadcast')).toEqual({ type: 'broadcast', reason: 'Inappropriate content', page: '1' });
    expect(typeChange(filters, 'review')).toEqual({ type: 'review', reason: '', page: '1' });
    expect(typeChange(read('type=review&reason=Fake+review'), '')).toEqual({ type: '', reason: 'Fake review', page: '1' });
  });

  it('tells a filtered queue from the whole one', () => {
    expect(isFiltered(read('sort=oldest&page=4'))).toBe(false);
    expect(isFiltered(read('status=Pending'))).toBe(true);
  });
});
