/**
 * Seller pricing, the one source for every figure the pages print (spec §1, §9: coin packs, the
 * order fee, free orders). The spec's two numbers for free orders disagree (5 in the pricing
 * section, 10 in the FAQ); both sections read FREE_ORDERS, so the page never contradicts itself.
 */
export type CoinPack = { coins: number; priceRupees: number; popular: boolean };

export const COINS_PER_ORDER = 1;
/** "about 3 rupees" an order. */
export const APPROX_ORDER_FEE_RUPEES = 3;
export const FREE_ORDERS = 5;
export const COMMISSION_PERCENT = 0;
export const VERIFICATION_HOURS = 24;

export const COIN_PACKS: readonly CoinPack[] = [
  { coins: 100, priceRupees: 349, popular: false },
  { coins: 300, priceRupees: 899, popular: true },
  { coins: 500, priceRupees: 1399, popular: false },
];

/** What one order costs with this pack, in rupees, two decimals (₹3.49, ₹3.00, ₹2.80). */
export const perOrderRupees = (pack: CoinPack): number => Math.round((pack.priceRupees / pack.coins) * COINS_PER_ORDER * 100) / 100;
