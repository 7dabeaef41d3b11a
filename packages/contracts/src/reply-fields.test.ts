import { describe, expect, it } from 'vitest';
import { asRecord, idOf, readNumber, readReviewStats, readText, readTextList, readTextOrNumber, refIdOf } from './reply-fields.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';

describe('idOf', () => {
  it('takes id, else _id', () => {
    expect(idOf({ id: 'a', _id: 'b' })).toBe('a');
    expect(idOf({ _id: 'b' })).toBe('b');
  });
  it('treats an empty or missing id as no id: falls through to _id, else answers ""', () => {
    expect(idOf({ id: '', _id: 'b' })).toBe('b');
    expect(idOf({ id: '  ', _id: 'b' })).toBe('b');
    expect(idOf({ id: '', _id: '' })).toBe('');
    expect(idOf({ name: 'x' })).toBe('');
    expect(idOf({ id: 7 })).toBe('');
    expect(idOf(null)).toBe('');
    expect(idOf('a')).toBe('');
  });
});

describe('refIdOf', () => {
  it('reads a reference given as an id or as the embedded entity', () => {
    expect(refIdOf('p1')).toBe('p1');
    expect(refIdOf({ _id: 'p2' })).toBe('p2');
    expect(refIdOf(undefined)).toBe('');
  });
});

describe('field readers', () => {
  it('asRecord answers {} for anything but an object', () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord([1])).toEqual({});
    expect(asRecord('x')).toEqual({});
    expect(asRecord(null)).toEqual({});
  });
  it('readText trims and falls back on blanks and non-strings', () => {
    expect(readText(' Pune ')).toBe('Pune');
    expect(readText('  ', 'Store')).toBe('Store');
    expect(readText(5)).toBe('');
  });
  it('readNumber takes finite numbers and numeric strings', () => {
    expect(readNumber(4.5, 0)).toBe(4.5);
    expect(readNumber('12', 0)).toBe(12);
    expect(readNumber('', null)).toBeNull();
    expect(readNumber(Number.NaN, 0)).toBe(0);
  });
  it('readTextList keeps the non-blank strings, trimmed', () => {
    expect(readTextList([' a ', '', 3, 'b'])).toEqual(['a', 'b']);
    expect(readTextList('a')).toEqual([]);
  });
  it('readTextOrNumber reads numbers as text', () => {
    expect(readTextOrNumber(411001)).toBe('411001');
    expect(readTextOrNumber(' 98 ')).toBe('98');
    expect(readTextOrNumber(null)).toBe('');
  });
  it('readReviewStats gives no rating without reviews: never a stand-in number', () => {
    expect(readReviewStats(0, 0)).toEqual({ rating: null, reviewCount: 0 });
    expect(readReviewStats(4.5, 0)).toEqual({ rating: null, reviewCount: 0 });
    expect(readReviewStats(4.2, undefined)).toEqual({ rating: null, reviewCount: 0 });
    expect(readReviewStats(undefined, 3)).toEqual({ rating: null, reviewCount: 3 });
  });
  it('readReviewStats keeps a real average within 1-5 and a whole count', () => {
    expect(readReviewStats(4.26, 12.7)).toEqual({ rating: 4.26, reviewCount: 12 });
    expect(readReviewStats('3.5', '2')).toEqual({ rating: 3.5, reviewCount: 2 });
    expect(readReviewStats(9, 1)).toEqual({ rating: 5, reviewCount: 1 });
  });
});

describe('readTextOrNull and readOneOf', () => {
  it('a blank or missing text is null', () => {
    expect(readTextOrNull(' 2026-12-01 ')).toBe('2026-12-01');
    expect(readTextOrNull('  ')).toBeNull();
    expect(readTextOrNull(7)).toBeNull();
  });
  it('a value outside the known ones takes the fallback', () => {
    const known = ['Open', 'Closed'] as const;
    expect(readOneOf(known, 'Closed', 'Open')).toBe('Closed');
    expect(readOneOf(known, 'closed', 'Open')).toBe('Open');
    expect(readOneOf(known, undefined, null)).toBeNull();
  });
});
