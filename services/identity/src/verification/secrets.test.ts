import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.ts';

describe('verification secrets', () => {
  it('refuse to load without OTP_SECRET, in development as in production', () => {
    expect(() => loadSecrets(undefined)).toThrow(/OTP_SECRET must be set/);
    expect(() => loadSecrets('')).toThrow(/OTP_SECRET must be set/);
  });

  it('hash codes under the given secret only', () => {
    const a = loadSecrets('first-secret-that-is-long-enough-for-otp');
    const b = loadSecrets('second-secret-that-is-long-enough-for-otp');
    expect(a.otpHash('123456')).toBe(loadSecrets('first-secret-that-is-long-enough-for-otp').otpHash('123456'));
    expect(a.otpHash('123456')).not.toBe(b.otpHash('123456'));
  });
});
