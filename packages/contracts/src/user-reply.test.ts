import { describe, expect, it } from 'vitest';
import { getAuthMeReply } from './replies/identity-replies.ts';
import { readAddresses, readAuthReply, readGoogleConfig, readPhoneCodeSent, readPhoneStatusReply, readSessionUser } from './user-reply.ts';

describe('readAddresses', () => {
  it('reads data as a list or data.addresses, accepts _id, and puts the default first', () => {
    const a = { _id: 'a', name: 'Home', isDefault: false };
    const b = { id: 'b', name: 'Office', isDefault: true, postalCode: 411001 };
    expect(readAddresses({ success: true, data: [a, b] }).map((x) => x.id)).toEqual(['b', 'a']);
    expect(readAddresses({ success: true, data: { addresses: [a] } })[0]!.name).toBe('Home');
    expect(readAddresses({ success: true, data: [b] })[0]!.postalCode).toBe('411001');
  });
  it('drops entries without an id and tolerates odd replies', () => {
    expect(readAddresses({ data: [{ name: 'x' }] })).toEqual([]);
    expect(readAddresses(null)).toEqual([]);
  });
});

describe('readPhoneStatusReply', () => {
  it('reads the status from data or the reply itself', () => {
    expect(readPhoneStatusReply({ success: true, data: { phone: '+919800000001', phoneVerified: true, phoneVerifiedAt: '2026-11-21T10:00:00Z' } }))
      .toEqual({ phone: '+919800000001', phoneVerified: true, phoneVerifiedAt: '2026-11-21T10:00:00Z' });
    expect(readPhoneStatusReply({ phone: null, phoneVerified: false }).phoneVerified).toBe(false);
  });
  it('counts an unreadable reply as not verified', () => {
    expect(readPhoneStatusReply(null)).toEqual({ phone: null, phoneVerified: false, phoneVerifiedAt: null });
  });
});

describe('readPhoneCodeSent', () => {
  it('reads the code waiting to be entered, its wait rounded up to whole seconds', () => {
    expect(readPhoneCodeSent({ success: true, data: { phoneVerified: false, codeSent: { phone: '+919800000001', expiresAt: '2026-11-21T10:10:00Z', resendAfterSeconds: 41.2 } } }))
      .toEqual({ phone: '+919800000001', expiresAt: '2026-11-21T10:10:00Z', resendAfterSeconds: 42 });
  });
  it('is null without one, or when the reply cannot be read', () => {
    expect(readPhoneCodeSent({ success: true, data: { phoneVerified: false, codeSent: null } })).toBeNull();
    expect(readPhoneCodeSent({ success: true, data: { codeSent: { phone: '+919800000001' } } })).toBeNull();
    expect(readPhoneCodeSent(null)).toBeNull();
  });
});

describe('readGoogleConfig', () => {
  it('reads data.google.configured and the client id', () => {
    expect(readGoogleConfig({ success: true, data: { google: { configured: true, clientId: 'abc.apps.googleusercontent.com' } } }))
      .toEqual({ configured: true, clientId: 'abc.apps.googleusercontent.com' });
    expect(readGoogleConfig({ success: true, data: { google: { configured: false } } })).toEqual({ configured: false, clientId: null });
  });
  it('treats odd replies as not configured', () => {
    expect(readGoogleConfig(null).configured).toBe(false);
    expect(readGoogleConfig({ data: { google: { configured: 'yes' } } }).configured).toBe(false);
  });
});

describe('readSessionUser and readAuthReply', () => {
  const user = {
    id: 'u1', _id: 'u1', name: 'Ravi', email: 'ravi@example.in', role: 'buyer', avatar: null, isBanned: false, banReason: null,
    phone: null, phoneVerified: false, phoneVerifiedAt: null, currentCity: 'Pune', language: null,
  };
  it('reads the user GET /auth/me answers, and a session reply\'s', () => {
    expect(getAuthMeReply.safeParse({ success: true, data: user }).success).toBe(true);
    expect(readSessionUser(user)).toEqual(user);
    expect(readAuthReply({ success: true, token: 't', user, data: { token: 't', user } })).toEqual({ token: 't', user });
  });
  it('throws for a user without a role, or a session reply without a token', () => {
    expect(() => readSessionUser({ id: 'u1' })).toThrow('Invalid response structure from server');
    expect(() => readSessionUser(undefined)).toThrow();
    expect(() => readAuthReply({ data: { user } })).toThrow();
    expect(() => readAuthReply({ data: { token: 't' } })).toThrow();
  });
});
