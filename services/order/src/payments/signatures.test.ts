import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { checkoutSignature, signaturesMatch, webhookSignature } from './signatures.ts';

const hexChar = (ch: string) => (ch === '0' ? '1' : '0');

describe('payment signatures (Razorpay\'s HMAC-SHA256 hex)', () => {
  it('matches the published HMAC-SHA256 vector', () => {
    expect(webhookSignature('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });

  it('signs `order_id|payment_id` (Razorpay\'s order), not the other way round', () => {
    expect(checkoutSignature('s3cret', 'order_A', 'pay_B')).toBe(webhookSignature('s3cret', 'order_A|pay_B'));
    expect(checkoutSignature('s3cret', 'order_A', 'pay_B')).not.toBe(webhookSignature('s3cret', 'pay_B|order_A'));
  });

  it('accepts its own signature (any case) and refuses every one-character change, other orders, other secrets and junk', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.nat(63), (secret, orderId, paymentId, at) => {
      const good = checkoutSignature(secret, orderId, paymentId);
      expect(signaturesMatch(good, good)).toBe(true);
      expect(signaturesMatch(good, good.toUpperCase())).toBe(true);
      const changed = good.slice(0, at) + hexChar(good[at]!) + good.slice(at + 1);
      expect(signaturesMatch(good, changed)).toBe(false);
      expect(signaturesMatch(good, checkoutSignature(secret, `${orderId}x`, paymentId))).toBe(false);
      expect(signaturesMatch(good, checkoutSignature(`${secret}x`, orderId, paymentId))).toBe(false);
      expect(signaturesMatch(good, good.slice(1))).toBe(false);
      expect(signaturesMatch(good, `${good}0`)).toBe(false);
    }));
    for (const junk of [undefined, null, '', 'zz'.repeat(32), ' '.repeat(64)]) expect(signaturesMatch('a'.repeat(64), junk)).toBe(false);
  });
});
