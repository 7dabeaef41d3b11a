import { describe, expect, it } from 'vitest';
import { FAQ, FEATURES, FIGURES, SELLER_STEPS, BUYER_STEPS, SETUP_TIMELINE } from './home-content.ts';
import { translate } from '../../i18n.ts';
import messages from './messages.json';
import { readMarketplaceStats } from '@haat/contracts/stats-reply';
import { DEFAULT_HOME_STATS, statText } from '../home-stats.ts';
import { COIN_PACKS, FREE_ORDERS, perOrderRupees } from '../pricing.ts';

describe('home content', () => {
  it('has the sections the spec counts', () => {
    expect(FEATURES).toHaveLength(12);
    expect(SELLER_STEPS).toHaveLength(5);
    expect(BUYER_STEPS).toHaveLength(5);
    expect(SETUP_TIMELINE.map((s) => translate(messages, s.time, { count: s.count }))).toEqual(['30 seconds', '1 minute', '2 minutes', '1 minute', '30 seconds']);
  });
  it('promises no delivery time of its own: only the stores state theirs', () => {
    const texts = [...FEATURES.flatMap((f) => [f.title, f.text]), ...FAQ.flatMap((f) => [f.question, f.answer])].map((id) => translate(messages, id, FIGURES));
    const deliveryTexts = texts.filter((t) => /deliver/i.test(t));
    expect(deliveryTexts.length).toBeGreaterThan(0);
    for (const text of deliveryTexts) expect(text).not.toMatch(/\d+\s*(minutes?|hours?|days?)|\b(an|one|two) hours?\b|same day/i);
  });
  it('states one number of free orders everywhere', () => {
    const faq = FAQ.find((f) => messages[f.question] === 'How many orders are free?');
    expect(faq && translate(messages, faq.answer, FIGURES)).toContain(`${FREE_ORDERS} free orders`);
  });
});

describe('pricing', () => {
  it('lists the coin packs with the popular one marked', () => {
    expect(COIN_PACKS.map((p) => [p.coins, p.priceRupees, p.popular])).toEqual([[100, 349, false], [300, 899, true], [500, 1399, false]]);
    expect(COIN_PACKS.map(perOrderRupees)).toEqual([3.49, 3, 2.8]);
  });
});

describe('home stats', () => {
  it('uses the API figures and the spec defaults for missing ones', () => {
    expect(readMarketplaceStats({ success: true, data: { sellers: 1520, totalOrders: 23000 } }, DEFAULT_HOME_STATS)).toEqual({ sellers: 1520, orders: 23000, cities: 50 });
    expect(readMarketplaceStats(null, DEFAULT_HOME_STATS)).toEqual(DEFAULT_HOME_STATS);
    expect(readMarketplaceStats({ data: { sellers: 0, orders: 'x' } }, DEFAULT_HOME_STATS)).toEqual(DEFAULT_HOME_STATS);
  });
  it('shows figures with a plus sign', () => {
    expect(DEFAULT_HOME_STATS).toEqual({ sellers: 1000, orders: 10000, cities: 50 });
    expect([statText(1000), statText(10000), statText(50)]).toEqual(['1,000+', '10,000+', '50+']);
  });
});
