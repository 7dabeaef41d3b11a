import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('prefers router state, then the returnTo query', () => {
    expect(safeReturnPath({ returnTo: '/cart' }, '?returnTo=%2Forders')).toBe('/cart');
    expect(safeReturnPath(null, '?returnTo=%2Forders%3Fpage%3D2')).toBe('/orders?page=2');
    expect(safeReturnPath(null, '')).toBeNull();
  });
  it('refuses other sites', () => {
    expect(safeReturnPath({ returnTo: 'https://evil.example' }, '')).toBeNull();
    expect(safeReturnPath({ returnTo: '//evil.example' }, '')).toBeNull();
    expect(safeReturnPath({ returnTo: '/\\evil.example' }, '')).toBeNull();
  });
  it('never returns to the sign-in pages or one-time links', () => {
    for (const path of ['/login', '/register?x=1', '/reset-password?token=t', '/verify-email', '/oauth-callback#credential=c', '/forgot-password']) {
      expect(safeReturnPath({ returnTo: path }, '')).toBeNull();
    }
    expect(safeReturnPath({ returnTo: '/login-help' }, '')).toBe('/login-help');
  });
});
