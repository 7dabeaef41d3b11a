import { describe, expect, it } from 'vitest';
import { emptyPartnerForm, partnerBodyOf, partnerFormErrors } from './partner-form.ts';

describe('partner form', () => {
  it('needs a name and an Indian mobile; the vehicle is optional', () => {
    expect(partnerFormErrors(emptyPartnerForm)).toEqual({ name: 'Name is required', phone: 'Please enter a valid Indian mobile number' });
    expect(partnerFormErrors({ ...emptyPartnerForm, name: 'Deepak', phone: '98765 43210' })).toEqual({});
  });

  it('refuses a plate with other characters', () => {
    expect(partnerFormErrors({ name: 'Deepak', phone: '9876543210', vehicleType: 'Scooter', vehicleNumber: 'KA01#1' }).vehicleNumber).toMatch(/letters, digits/);
  });

  it('sends a trimmed body, an empty vehicle as none and the plate upper-cased', () => {
    expect(partnerBodyOf({ name: ' Deepak ', phone: ' 9876543210', vehicleType: '', vehicleNumber: ' ' }))
      .toEqual({ name: 'Deepak', phone: '9876543210', vehicleType: null, vehicleNumber: null });
    expect(partnerBodyOf({ name: 'Deepak', phone: '9876543210', vehicleType: 'Car', vehicleNumber: 'ka 01 ab 1234' }))
      .toMatchObject({ vehicleType: 'Car', vehicleNumber: 'KA 01 AB 1234' });
  });
});
