import type { DeliveryProfile } from '@haat/contracts';
import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { PHONE_TEXT } from '@haat/web-kit';
import { describe, expect, it } from 'vitest';
import messages from './messages.json';
import { draftOf, isVehicleType, profileChangesOf, VEHICLE_LABEL } from './profile-form.ts';

const profile: DeliveryProfile = {
  userId: 'r1', name: 'Ravi Kumar', phone: null, vehicleType: 'Scooter', vehicleNumber: 'MH 12 AB 1234', isAvailable: true, stores: [],
};

describe('the profile details', () => {
  it('open with the saved details, blanks for what is not set', () => {
    expect(draftOf(profile)).toEqual({ name: 'Ravi Kumar', phone: '', vehicleType: 'Scooter', vehicleNumber: 'MH 12 AB 1234' });
  });

  it('save trimmed, the plate in capitals, a cleared vehicle as removed and a blank phone left alone', () => {
    expect(profileChangesOf({ name: ' Ravi ', phone: '98765 43210', vehicleType: '', vehicleNumber: ' ka 01 ab 1 ' }))
      .toEqual({ name: 'Ravi', phone: '9876543210', vehicleType: null, vehicleNumber: 'KA 01 AB 1' });
    expect(profileChangesOf({ name: 'Ravi', phone: ' ', vehicleType: 'Car', vehicleNumber: '' })).toEqual({ name: 'Ravi', vehicleType: 'Car', vehicleNumber: null });
  });

  it('know the vehicle types', () => {
    expect(isVehicleType('Motorcycle')).toBe(true);
    expect(isVehicleType('Truck')).toBe(false);
    // Sent as the server names them; shown in the language's words, the same words in English.
    expect(vehicleTypes.map((type) => messages[VEHICLE_LABEL[type]])).toEqual([...vehicleTypes]);
  });

  it('say of a wrong phone what web-kit says', () => {
    expect(messages['profile.phoneInvalid']).toBe(PHONE_TEXT);
  });
});
