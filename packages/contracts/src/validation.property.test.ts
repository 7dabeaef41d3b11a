import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, indianPhoneSchema, passwordSchema, PASSWORD_MIN_LENGTH } from './user.ts';
import { shippingAddressSchema } from './order.ts';

/** Property tests of the validation every server and the browser share (issue 3). */
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const mobile = fc.tuple(fc.integer({ min: 6, max: 9 }), digits(9)).map(([first, rest]) => `${first}${rest}`);
const prefix = fc.constantFrom('', '+91', '91', '0', '+91 ', '0');
const spacing = (s: string) => fc.array(fc.nat(s.length), { maxLength: 3 }).map((cuts) => [...new Set(cuts)].toSorted((a, b) => b - a).reduce((t, i) => `${t.slice(0, i)} ${t.slice(i)}`, s));

describe('Indian mobile numbers', () => {
  it('accept any 10-digit mobile starting 6-9, with any accepted prefix and spacing, as +91 and the same ten digits', () => {
    fc.assert(fc.property(mobile, prefix, (number, pre) => {
      expect(indianPhoneSchema.parse(`${pre}${number}`)).toBe(`+91${number}`);
    }));
    fc.assert(fc.property(mobile.chain((n) => spacing(n).map((spaced) => [n, spaced] as const)), ([number, spaced]) => {
      expect(indianPhoneSchema.parse(spaced)).toBe(`+91${number}`);
    }));
  });

  it('refuse numbers starting 0-5, of other lengths, or with letters', () => {
    const badFirst = fc.tuple(fc.integer({ min: 0, max: 5 }), digits(9)).map(([f, r]) => `${f}${r}`);
    const badLength = fc.integer({ min: 1, max: 15 }).filter((n) => n !== 10).chain((n) => digits(n)).filter((s) => !/^(?:91|0)[6-9]\d{9}$/.test(s));
    const withLetter = fc.tuple(mobile, fc.nat(9), fc.constantFrom('a', 'x', 'O', 'l')).map(([m, i, ch]) => m.slice(0, i) + ch + m.slice(i + 1));
    fc.assert(fc.property(fc.oneof(badFirst, badLength, withLetter), (raw) => {
      expect(indianPhoneSchema.safeParse(raw).success).toBe(false);
    }));
  });

  it('normalise idempotently', () => {
    fc.assert(fc.property(mobile, prefix, (number, pre) => {
      const once = indianPhoneSchema.parse(`${pre}${number}`);
      expect(indianPhoneSchema.parse(once)).toBe(once);
    }));
  });
});

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased, and the result is stable', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '  \t'), (email, pad) => {
      const parsed = emailSchema.safeParse(`${pad}${email.toUpperCase()}${pad}`);
      if (!parsed.success) return; // fast-check's RFC addresses include forms the web's e-mail rule refuses
      expect(parsed.data).toBe(parsed.data.trim().toLowerCase());
      expect(emailSchema.parse(parsed.data)).toBe(parsed.data);
    }));
  });

  it('refuse strings without an @ or with nothing before or after it', () => {
    const noAt = fc.string().filter((s) => !s.includes('@'));
    const emptySide = fc.oneof(fc.string().map((s) => `@${s.replace(/@/g, '')}`), fc.string().map((s) => `${s.replace(/@/g, '')}@`));
    fc.assert(fc.property(fc.oneof(noAt, emptySide), (raw) => {
      expect(emailSchema.safeParse(raw).success).toBe(false);
    }));
  });
});

describe('passwords', () => {
  it(`accept exactly the lengths ${PASSWORD_MIN_LENGTH} to 128`, () => {
    fc.assert(fc.property(fc.string({ minLength: 0, maxLength: 200 }), (password) => {
      const ok = password.length >= PASSWORD_MIN_LENGTH && password.length <= 128;
      expect(passwordSchema.safeParse(password).success).toBe(ok);
    }));
  });
});

const address = (postalCode: string) => ({ name: 'Asha', address: '4 Law College Road', city: 'Pune', postalCode, phone: '9876543210', email: 'asha@example.in' });

describe('pincodes in a shipping address', () => {
  it("accept exactly six digits not starting with 0 ('000000' is no pincode)", () => {
    fc.assert(fc.property(digits(6).filter((pin) => !pin.startsWith('0')), (pin) => {
      expect(shippingAddressSchema.safeParse(address(pin)).success).toBe(true);
    }));
    fc.assert(fc.property(fc.string({ maxLength: 10 }).filter((s) => !/^\s*[1-9]\d{5}\s*$/.test(s)), (pin) => {
      expect(shippingAddressSchema.safeParse(address(pin)).success).toBe(false);
    }));
    expect(shippingAddressSchema.safeParse(address('000000')).success).toBe(false);
  });
});
