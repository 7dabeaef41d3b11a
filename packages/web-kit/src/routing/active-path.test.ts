import { describe, expect, it } from 'vitest';
import { isActivePath } from './active-path.ts';

describe('isActivePath (react-router NavLink rule)', () => {
  it('is active on the path itself and, unless end, below it', () => {
    expect(isActivePath('/orders', '/orders')).toBe(true);
    expect(isActivePath('/orders/42', '/orders')).toBe(true);
    expect(isActivePath('/orders/42', '/orders', true)).toBe(false);
    expect(isActivePath('/orders', '/orders', true)).toBe(true);
  });

  it('does not take a longer name for a child', () => {
    expect(isActivePath('/orders-archive', '/orders')).toBe(false);
    expect(isActivePath('/delivery-partners', '/delivery')).toBe(false);
  });

  it('treats the home as active only on itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/stores', '/')).toBe(false);
  });

  it('ignores case, a trailing slash on the link, and its query and hash', () => {
    expect(isActivePath('/Cart', '/cart')).toBe(true);
    expect(isActivePath('/admin/reports/7', '/admin/reports/')).toBe(true);
    expect(isActivePath('/cart', '/cart?from=menu#top')).toBe(true);
  });
});
