import { describe, expect, it } from 'vitest';
import { readCityNames, uniqueCityNames } from './city-reply.ts';

describe('readCityNames', () => {
  it('keeps only active cities with a name, without repeats', () => {
    const reply = { success: true, data: [{ name: 'Pune', active: true }, { name: 'Goa', active: false }, { name: '' }, { name: 'pune' }, { name: 'Nagpur' }] };
    expect(readCityNames(reply)).toEqual(['Pune', 'Nagpur']);
  });
  it('reads names, nested lists and junk', () => {
    expect(readCityNames({ data: ['Delhi', 'Mumbai'] })).toEqual(['Delhi', 'Mumbai']);
    expect(readCityNames({ data: { cities: [{ city: 'Indore' }] } })).toEqual(['Indore']);
    expect(readCityNames([{ name: 'Surat' }])).toEqual(['Surat']);
    expect(readCityNames(null)).toEqual([]);
    expect(readCityNames({ data: 'x' })).toEqual([]);
  });
});

describe('uniqueCityNames', () => {
  it('keeps the first spelling of each name, any case, and drops empty ones', () => {
    expect(uniqueCityNames(['Pune', null, '', 'PUNE', undefined, 'Goa'])).toEqual(['Pune', 'Goa']);
  });
});
