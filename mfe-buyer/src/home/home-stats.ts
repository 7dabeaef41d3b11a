import { indianNumber } from '@haat/contracts/money';
import type { MarketplaceStats } from '@haat/contracts/stats-reply';

/** The spec's figures for the home page's stats strip, shown until the API answers (§2 'Home page'). */
export const DEFAULT_HOME_STATS: MarketplaceStats = { sellers: 1000, orders: 10000, cities: 50 };

/** "1,000+" — shown with a plus sign (spec §2); Indian grouping without Intl's first-use cost. */
export const statText = (value: number): string => `${indianNumber(value)}+`;
