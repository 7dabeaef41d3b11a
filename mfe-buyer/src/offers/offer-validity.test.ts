import { describe, expect, it } from 'vitest';
import type { Broadcast } from './offers-api.ts';
import { currentOffers, offerValidity } from './offer-validity.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const iso = (time: number) => new Date(time).toISOString();

const offer = (over: Partial<Broadcast> = {}): Broadcast => ({
  _id: 'b1', id: 'b1', storeId: 's1', storeName: 'Sharma Kirana', title: 'Diwali sale', description: '', imageUrl: '', imageSizes: null, city: 'Pune',
  targetCity: null, broadcastType: 'offer', isActive: true, validFrom: iso(NOW - 2 * DAY), validUntil: iso(NOW + 10 * DAY),
  createdAt: iso(NOW - 2 * DAY), updatedAt: iso(NOW - 2 * DAY), ...over,
});

describe('offerValidity', () => {
  it('shows the dates and the days left of a running offer', () => {
    expect(offerValidity(offer(), NOW)).toEqual({ current: true, text: 'Valid Nov 19, 2026 – Dec 1, 2026 · 10 days left', endingSoon: false });
  });

  it('warns in the last three days and calls the last one so', () => {
    expect(offerValidity(offer({ validUntil: iso(NOW + 3 * DAY) }), NOW).endingSoon).toBe(true);
    expect(offerValidity(offer({ validUntil: iso(NOW + 2 * 60 * 60 * 1000) }), NOW).text).toMatch(/· last day$/);
  });

  it('is not current before it starts, after it ends, or when switched off', () => {
    expect(offerValidity(offer({ validFrom: iso(NOW + DAY) }), NOW)).toMatchObject({ current: false, text: 'Starts Nov 22, 2026' });
    expect(offerValidity(offer({ validUntil: iso(NOW - DAY) }), NOW)).toMatchObject({ current: false, text: 'Ended Nov 20, 2026' });
    expect(offerValidity(offer({ isActive: false }), NOW).current).toBe(false);
  });

  it('reads missing dates as open-ended', () => {
    const open = offer({ validFrom: '', validUntil: '' } as Partial<Broadcast>);
    expect(offerValidity(open, NOW)).toEqual({ current: true, text: 'No end date', endingSoon: false });
  });
});

describe('currentOffers', () => {
  it('keeps running offers, newest first', () => {
    const list = [
      offer({ _id: 'old', id: 'old', createdAt: iso(NOW - 5 * DAY) }),
      offer({ _id: 'ended', id: 'ended', validUntil: iso(NOW - 1) }),
      offer({ _id: 'new', id: 'new', createdAt: iso(NOW - DAY) }),
    ];
    expect(currentOffers(list, NOW).map((o) => o.id)).toEqual(['new', 'old']);
  });
});
