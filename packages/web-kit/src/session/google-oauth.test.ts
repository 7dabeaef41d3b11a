import { describe, expect, it } from 'vitest';
import { googleRedirectUrl, oauthResultFrom } from './google-oauth.ts';

describe('oauthResultFrom', () => {
  it('finds the token in the hash or the query, under any of its names', () => {
    expect(oauthResultFrom('', '#credential=c1').token).toBe('c1');
    expect(oauthResultFrom('', '#id_token=t2&authuser=0').token).toBe('t2');
    expect(oauthResultFrom('?token=t3', '').token).toBe('t3');
    expect(oauthResultFrom('?token=q', '#credential=h').token).toBe('h');
  });
  it("reports Google's refusal and a missing token", () => {
    expect(oauthResultFrom('', '#error=access_denied')).toEqual({ token: null, error: 'access_denied' });
    expect(oauthResultFrom('', '')).toEqual({ token: null, error: null });
  });
});

describe('googleRedirectUrl', () => {
  it('asks for an ID token sent back to /oauth-callback', () => {
    const url = new URL(googleRedirectUrl({ clientId: 'cid', origin: 'https://haat.example', nonce: 'n1' }));
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('redirect_uri')).toBe('https://haat.example/oauth-callback');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('nonce')).toBe('n1');
  });
});
