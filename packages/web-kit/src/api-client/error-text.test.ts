import { describe, expect, it } from 'vitest';
import { banReasonOf, errorText, isBannedReply } from './error-text.ts';

describe('errorText', () => {
  it('uses the spec texts for 400, 401, 404 and 429', () => {
    expect(errorText(400, '/orders', { error: 'Only 2 units left' })).toBe('Bad request to: /orders. Only 2 units left');
    expect(errorText(400, '/orders', null)).toBe('The request was malformed or contained invalid parameters.');
    expect(errorText(401, '/auth/me', null)).toBe('Authentication required for: /auth/me');
    expect(errorText(404, '/stores/x', { error: 'Not found' })).toBe('Resource not found: /stores/x');
    expect(errorText(429, '/stores', null)).toBe('Rate limit exceeded. Please try again later.');
  });
  it("uses the server's words for other statuses", () => {
    expect(errorText(409, '/orders', { error: 'Conflict', message: 'Out of stock' })).toBe('Out of stock');
    expect(errorText(503, '/orders', {})).toBe('Request failed with status 503');
  });
});

describe('bans', () => {
  it('recognises a 403 mentioning banned, in error or message', () => {
    expect(isBannedReply(403, { error: 'Account banned' })).toBe(true);
    expect(isBannedReply(403, { error: 'Forbidden', message: 'You are BANNED' })).toBe(true);
    expect(isBannedReply(403, { error: 'Forbidden' })).toBe(false);
    expect(isBannedReply(401, { error: 'banned' })).toBe(false);
  });
  it('prefers an explicit ban reason', () => {
    expect(banReasonOf({ error: 'Account banned', banReason: 'Spam' })).toBe('Spam');
    expect(banReasonOf({ error: 'Account banned' })).toBe('Account banned');
    expect(banReasonOf(null)).toBe('Account banned by admin');
  });
  it("drops the gateway's 'Your account has been banned. Reason:' lead so the alert does not repeat it", () => {
    expect(banReasonOf({ error: 'Your account has been banned. Reason: Fake orders', message: 'Your account has been banned. Reason: Fake orders' })).toBe('Fake orders');
    expect(banReasonOf({ error: 'Your account has been banned.' })).toBe('Account banned by admin');
  });
});
