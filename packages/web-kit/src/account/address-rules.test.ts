import { describe, expect, it } from 'vitest';
import { addressBody, addressProblem, emptyAddress } from './address-rules.ts';

const valid = { ...emptyAddress(), name: 'Asha', address: '12 MG Road', city: 'Pune', postalCode: '411001', phone: '98000 00001', email: 'asha@example.in' };

describe('addressProblem', () => {
  it('accepts a complete address', () => {
    expect(addressProblem(valid)).toBeNull();
    expect(addressProblem({ ...valid, phone: '+919800000001', label: '' })).toBeNull();
  });
  it('needs a 6-digit pincode', () => {
    expect(addressProblem({ ...valid, postalCode: '41100' })).toBe('Please enter a valid 6-digit pincode');
    expect(addressProblem({ ...valid, postalCode: '41100a' })).toBe('Please enter a valid 6-digit pincode');
  });
  it('needs name, address, city, a mobile number and an e-mail; the label is optional', () => {
    expect(addressProblem({ ...valid, name: ' ' })).toMatch(/name/);
    expect(addressProblem({ ...valid, address: '' })).toMatch(/address/);
    expect(addressProblem({ ...valid, city: '' })).toMatch(/city/);
    expect(addressProblem({ ...valid, phone: '12345' })).toBe('Please enter a valid Indian mobile number');
    expect(addressProblem({ ...valid, email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(addressProblem({ ...valid, email: '' })).toBe('Please enter a valid email address');
  });
});

describe('addressBody', () => {
  it('trims the fields, lowercases the email and keeps the id only when editing', () => {
    expect(addressBody({ ...valid, email: ' Asha@Example.IN ', label: ' Home ' })).toEqual({
      name: 'Asha', address: '12 MG Road', city: 'Pune', postalCode: '411001', phone: '9800000001', email: 'asha@example.in', label: 'Home', isDefault: false,
    });
    expect(addressBody({ ...valid, id: 'x1' }).id).toBe('x1');
  });
});
