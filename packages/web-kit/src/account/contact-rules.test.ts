import { describe, expect, it } from 'vitest';
import { isEmail, isImageUrl, isIndianMobile } from './contact-rules.ts';

describe('contact rules', () => {
  it('accepts Indian mobiles with or without a prefix, spaces and dashes', () => {
    for (const ok of ['9800000001', '+91 98000 00001', '098000-00001', '919800000001']) expect(isIndianMobile(ok)).toBe(true);
    for (const bad of ['5800000001', '98000', '+1 9800000001', '']) expect(isIndianMobile(bad)).toBe(false);
  });
  it('checks e-mail addresses loosely', () => {
    expect(isEmail(' asha@example.in ')).toBe(true);
    expect(isEmail('asha@example')).toBe(false);
  });
  it('takes http(s) addresses and site paths as avatars, nothing a browser would run', () => {
    expect(isImageUrl('https://cdn.example/a.png')).toBe(true);
    expect(isImageUrl('/uploads/a.png')).toBe(true);
    expect(isImageUrl('//evil.example/a.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('data:image/png;base64,xx')).toBe(false);
  });
});
