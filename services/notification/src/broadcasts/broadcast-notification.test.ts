import { describe, expect, it } from 'vitest';
import type { BroadcastPublishedEvent } from '@haat/contracts';
import { broadcastNotificationFor, broadcastTexts, fanoutSourceId, fanoutTime, indianDay } from './broadcast-notification.ts';

const event: BroadcastPublishedEvent = {
  broadcastId: 'b1', storeId: '7d0c2a4e-55b7-4c1e-9a53-0e1f1f4b7a10', storeName: 'Sharma Kirana', storeOwnerId: 'o1', title: 'Diwali sale: 20% off',
  city: 'Pune', validFrom: '2026-11-25T04:00:00.000Z', validUntil: '2026-11-30T19:00:00.000Z', publishedAt: '2026-11-25T03:00:00.000Z',
};

describe('broadcast notification texts and keys', () => {
  it('days are Asia/Kolkata calendar days (UTC+5:30)', () => {
    expect(indianDay(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(indianDay(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });

  it('a scheduled broadcast is told at its start; one already running at publishing', () => {
    expect(fanoutTime(event).toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(fanoutTime({ ...event, validFrom: '2026-11-20T00:00:00.000Z' }).toISOString()).toBe(event.publishedAt);
  });

  it('one source id per user, store and day: stable, a valid UUID, different for another user or day', () => {
    const id = fanoutSourceId(event.storeId, '2026-11-25', 'u1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fanoutSourceId(event.storeId, '2026-11-25', 'u1')).toBe(id);
    expect(fanoutSourceId(event.storeId, '2026-11-25', 'u2')).not.toBe(id);
    expect(fanoutSourceId(event.storeId, '2026-11-26', 'u1')).not.toBe(id);
  });

  it('names the store and the offer, with the last day in India', () => {
    expect(broadcastTexts(event)).toEqual({ title: 'New offer from Sharma Kirana', message: 'Diwali sale: 20% off — valid till 1 Dec. See it on the Offers page.' });
    const row = broadcastNotificationFor(event, '2026-11-25', 'u1');
    expect(row).toMatchObject({ user_id: 'u1', type: 'store_broadcast', source_event_id: fanoutSourceId(event.storeId, '2026-11-25', 'u1') });
    expect(JSON.parse(row.data)).toEqual({ storeId: event.storeId, broadcastId: 'b1', storeName: 'Sharma Kirana', city: 'Pune', link: '/offers' });
  });
});
