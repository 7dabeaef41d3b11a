/**
 * Sellers pay per order in coins (the product spec, seller part §1): one order costs one coin after the
 * free orders. The spec says 5 free orders in one place and 10 in another; we give 10, which keeps
 * both promises (see docs/decisions.md).
 */
export const FREE_ORDERS = 10;
export const COINS_PER_ORDER = 1;

type CoinPackage = { index: number; coins: number; price: number; popular: boolean };

/** The spec's packs (prices in rupees); POST /api/coins/create-order names one by `index`. */
export const COIN_PACKAGES: readonly CoinPackage[] = [
  { index: 0, coins: 100, price: 349, popular: false },
  { index: 1, coins: 300, price: 899, popular: true },
  { index: 2, coins: 500, price: 1399, popular: false },
];

/** GET /api/coins/balance (seller). The balance is the sum of the seller's coin ledger. */
export type CoinBalance = {
  balance: number;
  freeOrdersTotal: number;
  freeOrdersUsed: number;
  freeOrdersLeft: number;
  /** false when neither a free order nor a coin is left: checkouts at the seller's stores are refused. */
  canAcceptOrders: boolean;
};

/**
 * What the buyer is told (409) when the store's seller has no free orders and no coins left. It
 * does not mention coins: that is between the seller and the marketplace.
 */
export const storeNotTakingOrdersText = (storeName: string): string => `${storeName} is not taking orders right now. Please try again later.`;
