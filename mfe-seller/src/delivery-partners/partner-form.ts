import type { DeliveryPartner, InvitePartnerBody } from '@haat/contracts';
import { vehicleTypes, type VehicleType } from '@haat/contracts/delivery-rules';
import { isIndianMobile } from './partner-view.ts';

/** The invite form's and the edit dialog's fields, as typed. */
export type PartnerFormValues = { name: string; phone: string; vehicleType: VehicleType | ''; vehicleNumber: string };
export type PartnerFormErrors = Partial<Record<'name' | 'phone' | 'vehicleNumber', string>>;

export const emptyPartnerForm: PartnerFormValues = { name: '', phone: '', vehicleType: '', vehicleNumber: '' };

export const partnerFormOf = (partner: DeliveryPartner): PartnerFormValues => ({
  name: partner.name,
  phone: partner.phone,
  vehicleType: partner.vehicleType ?? '',
  vehicleNumber: partner.vehicleNumber ?? '',
});

export const isVehicleType = (text: string): text is VehicleType => (vehicleTypes as readonly string[]).includes(text);

/** The checks the server makes too (contracts' invitePartnerBodySchema), so the seller hears at once. */
export function partnerFormErrors(values: PartnerFormValues): PartnerFormErrors {
  const errors: PartnerFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length > 100) errors.name = 'Name must be at most 100 characters';
  if (!isIndianMobile(values.phone)) errors.phone = 'Please enter a valid Indian mobile number';
  const plate = values.vehicleNumber.trim();
  if (plate.length > 20) errors.vehicleNumber = 'Vehicle number must be at most 20 characters';
  else if (!/^[A-Za-z0-9 -]*$/.test(plate)) errors.vehicleNumber = 'Vehicle number may only hold letters, digits, spaces and hyphens';
  return errors;
}

/** The body for POST (and PUT) /delivery-partners; an empty vehicle is sent as null (none). */
export function partnerBodyOf(values: PartnerFormValues): Required<Pick<InvitePartnerBody, 'name' | 'phone'>> & Pick<InvitePartnerBody, 'vehicleType' | 'vehicleNumber'> {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    vehicleType: values.vehicleType || null,
    vehicleNumber: values.vehicleNumber.trim().toUpperCase() || null,
  };
}
