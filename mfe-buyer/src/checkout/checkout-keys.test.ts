import { describe, expect, it } from 'vitest';
import { CHECKOUT_KEY_TTL_MS, forgetKey, isKeyUsedElsewhere, isStillPlacing, keyFor, readKeyBook, recordSent } from './checkout-keys.ts';

const now = 1_800_000_000_000;
let n = 0;
const newKey = () => `key-${++n}`;

describe('checkout idempotency keys', () => {
  it('keeps one key per store until its order is placed', () => {
    const first = keyFor({}, 's1', now, newKey);
    const again = keyFor(first.book, 's1', now + 1000, newKey);
    expect(again.entry.key).toBe(first.entry.key);
    const other = keyFor(again.book, 's2', now, newKey);
    expect(other.entry.key).not.toBe(first.entry.key);
    const placed = forgetKey(other.book, 's1');
    expect(keyFor(placed, 's1', now, newKey).entry.key).not.toBe(first.entry.key);
    expect(placed['s2']).toEqual(other.entry);
  });

  it('remembers the body last sent under a key', () => {
    const { book } = keyFor({}, 's1', now, newKey);
    const sent = recordSent(book, 's1', '{"a":1}');
    expect(sent['s1']?.sentBody).toBe('{"a":1}');
    expect(recordSent(sent, 'unknown', '{}')).toBe(sent);
  });

  it('reads back what is stored, dropping corrupt and expired entries', () => {
    const { book } = keyFor({}, 's1', now, newKey);
    const stored = JSON.stringify({ ...book, s2: { key: 'old', createdAt: now - CHECKOUT_KEY_TTL_MS, sentBody: null }, s3: { key: 3 } });
    expect(readKeyBook(stored, now + 5)).toEqual(book);
    expect(readKeyBook('{not json', now)).toEqual({});
    expect(readKeyBook(null, now)).toEqual({});
    expect(readKeyBook('[1,2]', now)).toEqual({});
  });

  it("recognises the order service's key replies", () => {
    expect(isKeyUsedElsewhere({ status: 422, serverText: 'Idempotency-Key was already used with a different request' })).toBe(true);
    expect(isKeyUsedElsewhere({ status: 422, serverText: 'Please enter a valid 6-digit pincode' })).toBe(false);
    expect(isStillPlacing({ status: 409, serverText: 'This order is already being placed' })).toBe(true);
    expect(isStillPlacing({ status: 409, serverText: 'Kesar Kirana is not taking orders right now. Please try again later.' })).toBe(false);
  });
});
