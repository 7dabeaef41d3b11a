import { describe, expect, it } from 'vitest';
import { nameQuery, parseOrderSearch } from './order-search.ts';

describe('parseOrderSearch', () => {
  it('a full id, with or without #, in any case', () => {
    expect(parseOrderSearch('#3F2A0C1E-1B2C-4D5E-8F90-ABCDEF123456')).toEqual({ kind: 'id', id: '3f2a0c1e-1b2c-4d5e-8f90-abcdef123456' });
  });

  it('the short ref as the screens show it, or typed in lower case', () => {
    expect(parseOrderSearch('#ABCDEF12')).toEqual({ kind: 'any', shortRef: 'abcdef12', phonePrefix: null, nameWords: [] });
    expect(parseOrderSearch(' abcdef12 ')).toMatchObject({ shortRef: 'abcdef12', nameWords: ['abcdef12'] });
  });

  it('eight digits may be a short ref or the start of a phone number', () => {
    expect(parseOrderSearch('98765432')).toEqual({ kind: 'any', shortRef: '98765432', phonePrefix: '98765432', nameWords: [] });
  });

  it('phone numbers with +91, 91, 0, spaces or dashes come to the national digits', () => {
    for (const typed of ['+91 98765 43210', '919876543210', '09876543210', '98765-43210', '9876543210']) {
      expect(parseOrderSearch(typed)).toMatchObject({ phonePrefix: '9876543210' });
    }
    expect(parseOrderSearch('98765')).toMatchObject({ phonePrefix: '98765', shortRef: null });
    expect(parseOrderSearch('+1 555 0100')).toBeNull();
    expect(parseOrderSearch('1234567890123')).toBeNull();
  });

  it('names: words of letters (any script), lower-cased, punctuation dropped', () => {
    expect(parseOrderSearch('Rahul  Sha')).toEqual({ kind: 'any', shortRef: null, phonePrefix: null, nameWords: ['rahul', 'sha'] });
    expect(parseOrderSearch("o'brien & co")).toMatchObject({ nameWords: ['o', 'brien', 'co'] });
    expect(parseOrderSearch('राहुल')).toMatchObject({ nameWords: ['राहुल'] });
    expect(parseOrderSearch('deadbeef')).toMatchObject({ shortRef: 'deadbeef', nameWords: ['deadbeef'] });
  });

  it('nothing searchable', () => {
    expect(parseOrderSearch('   ')).toBeNull();
    expect(parseOrderSearch('#')).toBeNull();
    expect(parseOrderSearch('!!')).toBeNull();
  });

  it('name words become a prefix tsquery', () => {
    expect(nameQuery(['rahul', 'sha'])).toBe('rahul:* & sha:*');
  });
});
