import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { GST_STATE_CODES, GSTIN_TEXTS, gstinCheckCharacter, gstinMatchesState, gstinProblem, normaliseGstin, PINCODE_PATTERN } from './indian-codes.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: n, maxLength: n });
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('GSTIN', () => {
  it('accepts published GSTINs and no GSTIN at all', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '']) expect(gstinProblem(gstin), gstin).toBeNull();
  });

  it('computes the mod-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses a wrong check character, whatever the typo', () => {
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe(GSTIN_TEXTS.checksum);
    // Any single changed character of the first 14 that keeps the format changes the check character.
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (position, letter) => {
      const good = '27AAPFU0939F1ZV';
      fc.pre(good[position] !== letter);
      const typo = `${good.slice(0, position)}${letter}${good.slice(position + 1)}`;
      expect(gstinProblem(typo)).toBe(GSTIN_TEXTS.checksum);
    }));
  });

  it('every well-formed GSTIN with its computed check character is accepted', () => {
    const code = fc.constantFrom(...Object.keys(GST_STATE_CODES));
    fc.assert(fc.property(code, letters(5), digits(4), letters(1), fc.constantFrom(...ALPHABET.slice(1)), (state, pan, number, last, entity) => {
      const first14 = `${state}${pan}${number}${last}${entity}Z`;
      expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBeNull();
    }));
  });

  it('refuses what is not the 15-character format, and unknown state codes', () => {
    for (const bad of ['27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27aapfu0939f1zv', '2AAAPFU0939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', 'ABCDEFGHIJKLMNO']) {
      expect(gstinProblem(bad), bad).toBe(GSTIN_TEXTS.format);
    }
    const first14 = '50AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe(GSTIN_TEXTS.stateCode);
  });

  it('normalises case and spaces; matches the state by its code', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinMatchesState('27AAPFU0939F1ZV', 'Maharashtra')).toBe(true);
    expect(gstinMatchesState('27AAPFU0939F1ZV', 'karnataka')).toBe(false);
    expect(gstinMatchesState('37AAPFU0939F1ZV', 'Andhra Pradesh')).toBe(true);
    expect(gstinMatchesState('28AAPFU0939F1ZV', 'Andhra Pradesh')).toBe(true);
  });
});

describe('PIN codes', () => {
  it('are 6 digits not starting with 0', () => {
    for (const pin of ['411001', '110001', '999999']) expect(PINCODE_PATTERN.test(pin), pin).toBe(true);
    for (const pin of ['011001', '41100', '4110011', '41100a', ' 411001', '']) expect(PINCODE_PATTERN.test(pin), pin).toBe(false);
  });
});
