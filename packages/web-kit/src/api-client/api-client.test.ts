import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiAuth } from './api-client.ts';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let token: string | null;
const onBanned = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  token = 'old-token';
  onBanned.mockReset();
  onUnauthorized.mockReset();
  configureApiAuth({ getToken: () => token, onBanned, onUnauthorized });
});
afterEach(() => vi.unstubAllGlobals());

/** The window's 'session-expired' events (the tests run in Node: a bare EventTarget stands in for the window). */
function listenForExpiry() {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  const heard = vi.fn();
  target.addEventListener('session-expired', heard);
  return heard;
}

describe('session handling in the API client', () => {
  it('ends the session on a 401 of an authenticated call', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(401, { success: false, error: 'Not authorized, token revoked', message: 'Your session has ended.' })));
    await expect(api.get('/orders/myorders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('asks a read that ended the session again as a guest: a public page goes on without the dead token', async () => {
    onUnauthorized.mockImplementation(() => { token = null; });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => ((init.headers as Record<string, string>).Authorization
      ? reply(401, { success: false, error: 'Not authorized, token expired' })
      : reply(200, { success: true, data: [{ id: 's1' }] })));
    vi.stubGlobal('fetch', fetchMock);
    const expired = listenForExpiry();
    await expect(api.get('/stores', { query: { city: 'Pune' } })).resolves.toEqual({ success: true, data: [{ id: 's1' }] });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect((expired.mock.calls[0]![0] as CustomEvent).detail).toEqual({ path: '/stores', method: 'GET' });
  });

  it('does not repeat an action that ended the session: it fails, and says it was an action', async () => {
    onUnauthorized.mockImplementation(() => { token = null; });
    const fetchMock = vi.fn(async () => reply(401, { success: false, error: 'Not authorized, token expired' }));
    vi.stubGlobal('fetch', fetchMock);
    const expired = listenForExpiry();
    await expect(api.post('/wishlist', { productId: 'p1', storeId: 's1' }, { retry: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((expired.mock.calls[0]![0] as CustomEvent).detail).toEqual({ path: '/wishlist', method: 'POST' });
  });

  it('leaves the session alone on a 401 of the login call', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(401, { success: false, error: 'Invalid credentials', message: 'Invalid credentials' })));
    await expect(api.post('/auth/login', { email: 'a@b.in', password: 'x' }, { retry: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone when a 401 answers a password the user typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(401, { success: false, error: 'Current password is incorrect', message: 'Current password is incorrect' })));
    await expect(api.put('/users/me/password', {}, { checksPassword: true })).rejects.toMatchObject({ serverText: 'Current password is incorrect' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end a newer session because a call made with the old token got a 401', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      token = 'new-token'; // a password change stored a fresh token while this call was in flight
      return reply(401, { success: false, error: 'Not authorized, token revoked', message: 'Your session has ended.' });
    }));
    await expect(api.get('/notifications')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs a banned account out with the reason on any 403 mentioning banned', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(403, { success: false, error: 'Your account has been banned. Reason: Spam', message: 'Your account has been banned. Reason: Spam' })));
    await expect(api.get('/cart')).rejects.toMatchObject({ status: 403 });
    expect(onBanned).toHaveBeenCalledWith('Spam');
  });

  it('does not treat other 403s as bans', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(403, { success: false, error: 'Forbidden', message: 'Your account role cannot do this.' })));
    await expect(api.get('/orders/store/1')).rejects.toMatchObject({ status: 403 });
    expect(onBanned).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a DELETE body as JSON with the bearer token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => reply(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await api.delete('/users/profile', { body: { password: 'secret1' }, checksPassword: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/profile');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"password":"secret1"}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
  });
});

const tooSoon = () => new Response(JSON.stringify({ success: false, error: 'Please wait 42 seconds before requesting a new OTP.' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } });
const rateLimitEvents = () => {
  const events: unknown[] = [];
  const target = new EventTarget();
  target.addEventListener('api-rate-limited', (e) => events.push((e as CustomEvent).detail));
  vi.stubGlobal('window', target);
  return events;
};

describe('a 429 in the API client', () => {
  it('raises the rate-limited event (the global banner) for an ordinary call', async () => {
    const events = rateLimitEvents();
    vi.stubGlobal('fetch', vi.fn(async () => tooSoon()));
    await expect(api.post('/verification/send-otp', { phone: '9800000001' }, { retry: false })).rejects.toMatchObject({ status: 429, retryAfter: 42 });
    expect(events).toEqual([expect.objectContaining({ endpoint: '/verification/send-otp', retryAfter: 42 })]);
  });

  it('of a cooldown call goes to its caller alone, with Retry-After, at once and without the event', async () => {
    const events = rateLimitEvents();
    const fetchMock = vi.fn(async () => tooSoon());
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/verification/send-otp', { phone: '9800000001' }, { cooldown: true })).rejects.toMatchObject({ status: 429, retryAfter: 42, serverText: 'Please wait 42 seconds before requesting a new OTP.' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
  });
});
