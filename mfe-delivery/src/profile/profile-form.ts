import type { DeliveryProfile, UpdateDeliveryProfileBody } from '@haat/contracts';
import { vehicleTypes, type VehicleType } from '@haat/contracts/delivery-rules';
import type messages from './messages.json';

/** The details form of the profile page, as typed, and the body it saves. */
export type ProfileDraft = { name: string; phone: string; vehicleType: VehicleType | ''; vehicleNumber: string };

export const draftOf = (profile: DeliveryProfile): ProfileDraft => ({
  name: profile.name,
  phone: profile.phone ?? '',
  vehicleType: profile.vehicleType ?? '',
  vehicleNumber: profile.vehicleNumber ?? '',
});

/** The words shown for a vehicle type; the server takes the English value. */
export const VEHICLE_LABEL: Record<VehicleType, keyof typeof messages> = {
  Bicycle: 'profile.vehicleBicycle',
  Motorcycle: 'profile.vehicleMotorcycle',
  Scooter: 'profile.vehicleScooter',
  'Electric scooter': 'profile.vehicleElectricScooter',
  Car: 'profile.vehicleCar',
  'On foot': 'profile.vehicleOnFoot',
};

export const isVehicleType = (value: string): value is VehicleType => vehicleTypes.includes(value as VehicleType);

/**
 * The body of PUT /delivery/profile: trimmed, a phone without spaces, the vehicle number in
 * capitals; a cleared vehicle is sent as null (removed). A blank phone is left out: the server
 * keeps the account's number rather than erase it.
 */
export function profileChangesOf(draft: ProfileDraft): UpdateDeliveryProfileBody {
  const phone = draft.phone.replace(/[\s-]/g, '');
  return {
    name: draft.name.trim(),
    ...(phone ? { phone } : {}),
    vehicleType: draft.vehicleType || null,
    vehicleNumber: draft.vehicleNumber.trim().toUpperCase() || null,
  };
}
