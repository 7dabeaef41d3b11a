import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageTime } from './message-time.ts';

describe('a chat message time', () => {
  // The device in New York: the chat must still show India's clock and India's day.
  const deviceZone = process.env['TZ'];
  beforeEach(() => { process.env['TZ'] = 'America/New_York'; });
  afterEach(() => {
    if (deviceZone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = deviceZone;
  });

  it("shows India's time of day for a message sent on India's today", () => {
    // 20:00 UTC is 1:30 AM on Nov 22 in India (3:00 PM on Nov 21 in New York).
    expect(messageTime('2026-11-21T20:00:00Z', new Date('2026-11-21T21:00:00Z'))).toBe('1:30 AM');
  });

  it("adds India's date for a message from an earlier India day", () => {
    // 18:00 UTC on Nov 21 is 11:30 PM on Nov 21 in India; an hour later India is on Nov 22.
    expect(messageTime('2026-11-21T18:00:00Z', new Date('2026-11-21T19:00:00Z'))).toBe('Nov 21, 11:30 PM');
  });

  it('shows nothing for a time that cannot be read', () => {
    expect(messageTime('not a time')).toBe('');
  });
});
