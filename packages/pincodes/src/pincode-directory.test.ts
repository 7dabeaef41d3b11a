import { describe, expect, it } from 'vitest';
import { demoStores, demoUsers } from '@haat/demo-data';
import { isPincodeFormat, lookupPincode, pincodeBelongsToCity, cityPincodeProblem } from './index.ts';

describe('lookupPincode: India Post knows the pincode', () => {
  it("answers a real pincode's district and state", () => {
    expect(lookupPincode('411001')).toEqual({ pincode: '411001', district: 'Pune', state: 'Maharashtra' });
    expect(lookupPincode(' 560001 ')).toEqual({ pincode: '560001', district: 'Bangalore', state: 'Karnataka' });
  });
  it("refuses '000000', shapes that are not 6 digits, and real-format codes no post office has", () => {
    expect(isPincodeFormat('000000')).toBe(false);
    expect(lookupPincode('000000')).toBeNull();
    expect(lookupPincode('41100')).toBeNull();
    expect(lookupPincode('41100a')).toBeNull();
    expect(isPincodeFormat('999999')).toBe(true);
    expect(lookupPincode('999999')).toBeNull();
  });
});

describe('pincodeBelongsToCity: the pincode is in the city or its district', () => {
  it("refuses Pune with a Delhi pincode, and Delhi with Pune's", () => {
    expect(pincodeBelongsToCity('110001', 'Pune')).toBe(false);
    expect(pincodeBelongsToCity('411001', 'Delhi')).toBe(false);
    expect(pincodeBelongsToCity('000000', 'Pune')).toBe(false);
  });
  it.each([
    ['411001', 'Pune'], ['411038', 'Pune'], ['411004', 'Pune'], ['400001', 'Mumbai'], ['400050', 'Mumbai'],
    ['560001', 'Bengaluru'], ['560041', 'Bangalore'], ['110001', 'Delhi'], ['110001', 'New Delhi'], ['110005', 'Delhi'],
    ['110085', 'Delhi'], ['122001', 'Gurugram'], ['122001', 'Gurgaon'], ['500001', 'Hyderabad'], ['600001', 'Chennai'],
    ['700001', 'Kolkata'], ['682011', 'Kochi'], ['680001', 'Thrissur'], ['440010', 'Nagpur'], ['422005', 'Nashik'],
    ['416012', 'Kolhapur'], ['201301', 'Noida'], ['403001', 'Panaji'], ['734001', 'Siliguri'],
  ])('%s is in %s (renamed cities and their old names both count)', (code, city) => {
    expect(pincodeBelongsToCity(code, city)).toBe(true);
  });
  it('matches the city in any case and spacing', () => {
    expect(pincodeBelongsToCity('411001', '  pune ')).toBe(true);
  });
  it("holds every demo city: a pincode of the demo buyers' and stores' own city", () => {
    const cities = new Set([...demoUsers.map((u) => u.city), ...demoStores.map((s) => s.city)]);
    const ofCity: Record<string, string> = { Pune: '411038', Mumbai: '400050', Bengaluru: '560011', Delhi: '110005' };
    for (const city of cities) expect(pincodeBelongsToCity(ofCity[city] ?? '', city), city).toBe(true);
  });
});

describe('cityPincodeProblem: the message a save or an order is refused with', () => {
  it('names the shape, an unknown pincode, or the other city; null for a real pincode of the city', () => {
    expect(cityPincodeProblem('000000', 'Pune')).toBe('Please enter a valid 6-digit pincode');
    expect(cityPincodeProblem('4110', 'Pune')).toBe('Please enter a valid 6-digit pincode');
    expect(cityPincodeProblem('999999', 'Pune')).toBe('Pincode 999999 does not exist');
    expect(cityPincodeProblem('110001', 'Pune')).toBe('Pincode 110001 is not in Pune');
    expect(cityPincodeProblem('411001', 'Pune')).toBeNull();
  });
});
