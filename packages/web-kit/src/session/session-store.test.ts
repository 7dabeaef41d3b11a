import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client/index.ts';
import { readStoredSession } from './session-storage.ts';
import { useSessionStore } from './session-store.ts';

const user = (role: string) => ({ id: 'u1', _id: 'u1', name: 'Asha', email: 'asha@example.in', role, avatar: null, isBanned: false, banReason: null, phone: null, phoneVerified: false, phoneVerifiedAt: null, currentCity: null });
const authReply = (token: string, role = 'buyer') => ({ success: true, token, user: user(role), data: { token, user: user(role) } });

let saved: Map<string, string>;
beforeEach(() => {
  saved = new Map();
  vi.stubGlobal('localStorage', { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => saved.set(k, v), removeItem: (k: string) => saved.delete(k) });
  useSessionStore.getState().clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('registers a shopkeeper as seller but remembers the shopkeeper login type', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(authReply('t1', 'seller'));
    await useSessionStore.getState().register({ name: 'Ravi', email: ' Ravi@Example.IN ', password: 'secret1', role: 'shopkeeper' });
    expect(post.mock.calls[0]![1]).toMatchObject({ role: 'seller', email: 'ravi@example.in' });
    expect(saved.get('token')).toBe('t1');
    expect(saved.get('loginType')).toBe('shopkeeper');
  });

  it('takes over the fresh token of a password change and keeps the login type', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(authReply('old', 'seller'));
    await useSessionStore.getState().login({ email: 'a@b.in', password: 'secret1', role: 'shopkeeper' });
    useSessionStore.getState().adoptAuthReply(authReply('new', 'seller'));
    expect(useSessionStore.getState().token).toBe('new');
    expect(saved.get('token')).toBe('new');
    expect(useSessionStore.getState().loginType).toBe('shopkeeper');
  });

  it('remembers the account\'s own login type when the role chosen does not fit it', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(authReply('t2', 'buyer'));
    await useSessionStore.getState().login({ email: 'a@b.in', password: 'secret1', role: 'shopkeeper' });
    expect(useSessionStore.getState().loginType).toBe('buyer');
    expect(saved.get('loginType')).toBe('buyer');
  });

  it("refuses a reply without a token ('Invalid response structure from server')", () => {
    expect(() => useSessionStore.getState().adoptAuthReply({ success: true, message: 'ok' })).toThrow('Invalid response structure from server');
  });

  it('derives the login type from the account after Google sign-in', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(authReply('g1', 'deliveryPartner'));
    await useSessionStore.getState().googleLogin('google-id-token');
    expect(useSessionStore.getState().loginType).toBe('deliveryPartner');
  });

  it('marks a session the server ended, so the shell can say it expired', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(authReply('t1'));
    await useSessionStore.getState().login({ email: 'a@b.in', password: 'secret1', role: 'buyer' });
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', token: null, expired: true });
    expect(saved.has('token')).toBe(false);
    expect(saved.has('loginType')).toBe(false);
    useSessionStore.getState().acknowledgeExpiry();
    expect(useSessionStore.getState().expired).toBe(false);
  });

  it('keeps the mark of a session the server ended over a reload, until the next sign-in or logout', async () => {
    vi.spyOn(api, 'post').mockResolvedValue(authReply('t1'));
    await useSessionStore.getState().login({ email: 'a@b.in', password: 'secret1', role: 'buyer' });
    useSessionStore.getState().expire();
    expect(readStoredSession()).toEqual({ token: null, loginType: null, expired: true });
    await useSessionStore.getState().login({ email: 'a@b.in', password: 'secret1', role: 'buyer' });
    expect(readStoredSession().expired).toBe(false);
    useSessionStore.getState().expire();
    useSessionStore.getState().clear();
    expect(readStoredSession().expired).toBe(false);
  });
});
