import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth, fetchImageBlob } from './api-client.ts';

beforeEach(() => configureApiAuth({ getToken: () => 'seller-token', onBanned: vi.fn(), onUnauthorized: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

describe('fetchImageBlob (private images for <PrivateImage>)', () => {
  it("sends the session's token to this site's /api only, and resolves with the image bytes", async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'image/webp' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await fetchImageBlob(`/api/images/private/${'a'.repeat(64)}.webp`);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBe(4);
    await fetchImageBlob('https://cdn.example.in/img/x.webp');
    const headersOf = (call: number) => (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe('Bearer seller-token');
    expect(headersOf(1).Authorization).toBeUndefined();
  });

  it('rejects with the status when the image may not be read (404 for anyone but its owner and admins)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false,"error":"Image not found"}', { status: 404 })));
    await expect(fetchImageBlob('/api/images/private/x.webp')).rejects.toMatchObject({ status: 404 });
  });
});
