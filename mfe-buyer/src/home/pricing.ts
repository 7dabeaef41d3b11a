import { COIN_PACKAGES, COINS_PER_ORDER, FREE_ORDERS } from '@haat/contracts/coins';

/**
 * Seller pricing, the one place the pages take their figures from (spec §1, §9: coin packs, the
 * order fee, free orders). The packs, the coins an order costs and the free orders are the
 * server's own (contracts' coins entry, zod-free), so the pages say what checkout charges.
 */
type CoinPack = { coins: number; priceRupees: number; popular: boolean };

export { COINS_PER_ORDER, FREE_ORDERS };
/** "about 3 rupees" an order. */
export const APPROX_ORDER_FEE_RUPEES = 3;
export const VERIFICATION_HOURS = 24;

export const COIN_PACKS: readonly CoinPack[] = COIN_PACKAGES.map(({ coins, price, popular }) => ({ coins, priceRupees: price, popular }));

/** What one order costs with this pack, in rupees, two decimals (₹3.49, ₹3.00, ₹2.80). */
export const perOrderRupees = (pack: CoinPack): number => Math.round((pack.priceRupees / pack.coins) * COINS_PER_ORDER * 100) / 100;
