import { describe, expect, it } from 'vitest';
import { coinWarningOf, LOW_COIN_BALANCE } from './coin-warning.ts';

describe('the dashboard\'s coin warning', () => {
  it('warns that orders are refused when the server says so, whatever the numbers', () => {
    expect(coinWarningOf({ balance: 0, freeOrdersLeft: 0, canAcceptOrders: false })).toBe('not-taking-orders');
    expect(coinWarningOf({ balance: 5, freeOrdersLeft: 0, canAcceptOrders: false })).toBe('not-taking-orders');
  });

  it('warns of a low balance from 10 coins down once the free orders are used', () => {
    expect(coinWarningOf({ balance: LOW_COIN_BALANCE, freeOrdersLeft: 0, canAcceptOrders: true })).toBe('low');
    expect(coinWarningOf({ balance: 1, freeOrdersLeft: 0, canAcceptOrders: true })).toBe('low');
    expect(coinWarningOf({ balance: LOW_COIN_BALANCE + 1, freeOrdersLeft: 0, canAcceptOrders: true })).toBeNull();
  });

  it('says nothing while free orders are left, even with no coins', () => {
    expect(coinWarningOf({ balance: 0, freeOrdersLeft: 1, canAcceptOrders: true })).toBeNull();
    expect(coinWarningOf({ balance: 3, freeOrdersLeft: 10, canAcceptOrders: true })).toBeNull();
  });
});
