import { describe, expect, it } from 'vitest';
import { deliveryTimeLabel, estimateDelivery, parseDeliveryTime } from './delivery-estimate.ts';

describe('parseDeliveryTime', () => {
  it('reads hours and days, taking the upper end of a range', () => {
    expect(parseDeliveryTime('2 hours')).toEqual({ unit: 'hours', amount: 2 });
    expect(parseDeliveryTime('Within 1 hr')).toEqual({ unit: 'hours', amount: 1 });
    expect(parseDeliveryTime('1-3 days')).toEqual({ unit: 'days', amount: 3 });
    expect(parseDeliveryTime('2 - 4 Days')).toEqual({ unit: 'days', amount: 4 });
    expect(parseDeliveryTime('5')).toEqual({ unit: 'days', amount: 5 });
  });

  it('turns minutes into hours and weeks into days', () => {
    expect(parseDeliveryTime('45 minutes')).toEqual({ unit: 'hours', amount: 1 });
    expect(parseDeliveryTime('90 mins')).toEqual({ unit: 'hours', amount: 2 });
    expect(parseDeliveryTime('1 week')).toEqual({ unit: 'days', amount: 7 });
    expect(parseDeliveryTime('2 weeks')).toEqual({ unit: 'days', amount: 14 });
  });

  it('falls back to 3 days, and a day for same-day or next-day wording', () => {
    expect(parseDeliveryTime('')).toEqual({ unit: 'days', amount: 3 });
    expect(parseDeliveryTime(null)).toEqual({ unit: 'days', amount: 3 });
    expect(parseDeliveryTime('Standard delivery')).toEqual({ unit: 'days', amount: 3 });
    expect(parseDeliveryTime('0 days')).toEqual({ unit: 'days', amount: 3 });
    expect(parseDeliveryTime('Same day')).toEqual({ unit: 'days', amount: 1 });
    expect(parseDeliveryTime('Next-day delivery')).toEqual({ unit: 'days', amount: 1 });
  });
});

describe('deliveryTimeLabel', () => {
  it("uses the spec's labels", () => {
    expect(deliveryTimeLabel({ unit: 'hours', amount: 1 })).toBe('1 hour');
    expect(deliveryTimeLabel({ unit: 'hours', amount: 3 })).toBe('3 hours');
    expect(deliveryTimeLabel({ unit: 'days', amount: 1 })).toBe('1 day');
    expect(deliveryTimeLabel({ unit: 'days', amount: 7 })).toBe('1 week');
    expect(deliveryTimeLabel({ unit: 'days', amount: 3 })).toBe('3 days');
    expect(deliveryTimeLabel({ unit: 'days', amount: 14 })).toBe('14 days');
  });
});

describe('estimateDelivery', () => {
  it('adds the parsed time to the order date', () => {
    expect(estimateDelivery('2026-11-21T10:00:00.000Z', '2 hours')).toEqual({ date: new Date('2026-11-21T12:00:00.000Z'), label: '2 hours', unit: 'hours' });
    expect(estimateDelivery('2026-11-21T10:00:00.000Z', '1-3 days')?.date).toEqual(new Date('2026-11-24T10:00:00.000Z'));
    expect(estimateDelivery('2026-11-21T10:00:00.000Z', '1 week')?.label).toBe('1 week');
    expect(estimateDelivery('2026-11-21T10:00:00.000Z', undefined)?.date).toEqual(new Date('2026-11-24T10:00:00.000Z'));
  });

  it('gives nothing for an unreadable order date', () => {
    expect(estimateDelivery('not a date', '2 hours')).toBeNull();
  });
});
