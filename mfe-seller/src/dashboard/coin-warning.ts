import type { CoinBalance } from '@haat/contracts';

/** From this many coins down (with no free order left) the dashboard warns that coins are running out. */
export const LOW_COIN_BALANCE = 10;

export type CoinWarning = 'not-taking-orders' | 'low' | null;

/**
 * Which warning the balance calls for: orders refused (no free order and no coin: checkout turns
 * buyers away), running low (free orders used up and 10 coins or fewer), or none. While free orders
 * remain they are spent first, so a small coin balance is no worry yet.
 */
export function coinWarningOf(balance: Pick<CoinBalance, 'balance' | 'freeOrdersLeft' | 'canAcceptOrders'>): CoinWarning {
  if (!balance.canAcceptOrders) return 'not-taking-orders';
  if (balance.freeOrdersLeft === 0 && balance.balance <= LOW_COIN_BALANCE) return 'low';
  return null;
}
