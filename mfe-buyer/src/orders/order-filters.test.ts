import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixture.ts';
import { filterOrders, isFiltering, isStatusFilter, matchesSearch, showingText, STATUS_FILTERS } from './order-filters.ts';

const returned = (status: 'Pending' | 'Approved' | 'Rejected') =>
  ({ isRequested: true, status, reason: 'x', requestDate: null, sellerResponse: null, responseDate: null });

const orders = [
  makeOrder({ _id: 'aaaa1111-0000-4000-8000-000000000001', id: 'aaaa1111-0000-4000-8000-000000000001', status: 'Processing' }),
  makeOrder({ _id: 'bbbb2222-0000-4000-8000-000000000002', id: 'bbbb2222-0000-4000-8000-000000000002', status: 'Delivered', returnRequest: returned('Pending'),
    storeId: { ...makeOrder().storeId, name: 'Patil Fresh Fruits' } }),
  makeOrder({ _id: 'cccc3333-0000-4000-8000-000000000003', id: 'cccc3333-0000-4000-8000-000000000003', status: 'Delivered', returnRequest: returned('Approved') }),
  makeOrder({ _id: 'dddd4444-0000-4000-8000-000000000004', id: 'dddd4444-0000-4000-8000-000000000004', status: 'Cancelled' }),
];
const ids = (list: typeof orders) => list.map((o) => o.id.slice(0, 4));

describe('status filter', () => {
  it('offers the spec options in order', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual([
      'all', 'processing', 'confirmed', 'shipped', 'delivered', 'cancelled', 'return-requested', 'return-approved', 'return-rejected',
    ]);
    expect(isStatusFilter('shipped')).toBe(true);
    expect(isStatusFilter('Shipped')).toBe(false);
  });

  it('matches the status, or the return state for the return options', () => {
    expect(ids(filterOrders(orders, '', 'all'))).toEqual(['aaaa', 'bbbb', 'cccc', 'dddd']);
    expect(ids(filterOrders(orders, '', 'delivered'))).toEqual(['bbbb', 'cccc']);
    expect(ids(filterOrders(orders, '', 'cancelled'))).toEqual(['dddd']);
    expect(ids(filterOrders(orders, '', 'return-requested'))).toEqual(['bbbb']);
    expect(ids(filterOrders(orders, '', 'return-approved'))).toEqual(['cccc']);
    expect(ids(filterOrders(orders, '', 'return-rejected'))).toEqual([]);
    expect(ids(filterOrders(orders, '', 'shipped'))).toEqual([]);
  });
});

describe('search', () => {
  it('matches the order id or the store name, case-insensitively', () => {
    expect(ids(filterOrders(orders, 'BBBB2222', 'all'))).toEqual(['bbbb']);
    expect(ids(filterOrders(orders, 'patil fresh', 'all'))).toEqual(['bbbb']);
    expect(ids(filterOrders(orders, '  KESAR ', 'all'))).toEqual(['aaaa', 'cccc', 'dddd']);
    expect(ids(filterOrders(orders, 'kesar', 'delivered'))).toEqual(['cccc']);
    expect(filterOrders(orders, 'nothing like this', 'all')).toEqual([]);
  });

  it('finds an order by the short number shown on screen, with or without #', () => {
    // The screens show the last 8 characters of the id, upper-cased.
    expect(matchesSearch(orders[2]!, '#00000003')).toBe(true);
    expect(matchesSearch(orders[2]!, '80000000000')).toBe(true);
  });
});

describe('paging text', () => {
  it("says 'Showing X of Y orders'", () => {
    expect(showingText(20, 45)).toBe('Showing 20 of 45 orders');
    expect(showingText(3, 3)).toBe('Showing 3 of 3 orders');
    expect(showingText(1, 1)).toBe('Showing 1 of 1 order');
    // A count from an older reply never reads as fewer than shown.
    expect(showingText(21, 20)).toBe('Showing 21 of 21 orders');
  });

  it('knows when filters are on', () => {
    expect(isFiltering('', 'all')).toBe(false);
    expect(isFiltering(' ', 'all')).toBe(false);
    expect(isFiltering('a', 'all')).toBe(true);
    expect(isFiltering('', 'shipped')).toBe(true);
  });
});
