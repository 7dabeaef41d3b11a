import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendStatusOf, pingBackend, showsBackendDown, showsChatUnavailable } from './backend-status.ts';

afterEach(() => vi.unstubAllGlobals());

describe('backend status', () => {
  it('is connected only on a 200 from /api/ping', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
    expect(await pingBackend()).toBe('connected');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    expect(await pingBackend()).toBe('error');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await pingBackend()).toBe('disconnected');
  });

  it("shows 'Backend Server Not Running' for an unhealthy backend, never while checking", () => {
    expect(showsBackendDown(backendStatusOf(null))).toBe(true);
    expect(showsBackendDown(backendStatusOf(503))).toBe(true);
    expect(showsBackendDown('checking')).toBe(false);
    expect(showsBackendDown('connected')).toBe(false);
  });

  it('warns about chat only when the backend is up and the socket failed', () => {
    expect(showsChatUnavailable('connected', true)).toBe(true);
    expect(showsChatUnavailable('connected', false)).toBe(false);
    expect(showsChatUnavailable('disconnected', true)).toBe(false);
  });
});
