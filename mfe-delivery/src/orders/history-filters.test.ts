import { describe, expect, it } from 'vitest';
import { filterMessages, filtersFromParams, historyQueryOf, historyStatusOptions, isFiltered, paramsWith } from './history-filters.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the history filters', () => {
  it('offer All, Active, Completed and each status', () => {
    expect(historyStatusOptions.map((o) => filterMessages[o.label])).toEqual(['All', 'Active', 'Completed', 'Assigned', 'Picked Up', 'Out for Delivery', 'Delivered', 'Failed Attempt', 'Returned to Store']);
  });

  it('are read from the address, ignoring what is unknown or malformed', () => {
    expect(filtersFromParams(params('status=completed&from=2026-11-01&to=2026-11-30&page=3'))).toEqual({ status: 'completed', from: '2026-11-01', to: '2026-11-30', page: 3 });
    expect(filtersFromParams(params('status=Out+for+Delivery'))).toMatchObject({ status: 'Out for Delivery' });
    expect(filtersFromParams(params('status=lost&from=2026-02-30&to=yesterday&page=-2'))).toEqual({ status: '', from: '', to: '', page: 1 });
  });

  it('make the query of GET /delivery/orders with only what is set', () => {
    expect(historyQueryOf(filtersFromParams(params('')))).toEqual({ page: 1, limit: 20 });
    expect(historyQueryOf(filtersFromParams(params('status=active&from=2026-11-01&page=2')))).toEqual({ status: 'active', from: '2026-11-01', page: 2, limit: 20 });
  });

  it('read dates picked the wrong way round as the range they mean', () => {
    expect(historyQueryOf({ status: '', from: '2026-11-30', to: '2026-11-01', page: 1 })).toEqual({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: 20 });
  });

  it('go back to page 1 when a filter changes, and keep the filters when only the page does', () => {
    expect(paramsWith(params('status=active&page=4'), { from: '2026-11-01' }).toString()).toBe('status=active&from=2026-11-01');
    expect(paramsWith(params('status=active'), { page: '2' }).toString()).toBe('status=active&page=2');
    expect(paramsWith(params('status=active&page=2'), { page: '1' }).toString()).toBe('status=active');
    expect(paramsWith(params('status=active&from=2026-11-01'), { status: '', from: '', to: '' }).toString()).toBe('');
  });

  it('count as filtering only when one is set', () => {
    expect(isFiltered({ status: '', from: '', to: '', page: 2 })).toBe(false);
    expect(isFiltered({ status: '', from: '', to: '2026-11-01', page: 1 })).toBe(true);
  });
});
