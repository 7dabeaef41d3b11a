import type { DeliveryPartner, InvitePartnerBody } from '@haat/contracts';
import { vehicleTypes, type VehicleType } from '@haat/contracts/delivery-rules';
import { isIndianMobile } from './partner-view.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const NAME_MAX_LENGTH = 100;
const PLATE_MAX_LENGTH = 20;

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
  if (!values.name.trim()) errors.name = translate(messages, 'partners.nameRequired');
  else if (values.name.trim().length > NAME_MAX_LENGTH) errors.name = translate(messages, 'partners.nameTooLong', { max: NAME_MAX_LENGTH });
  if (!isIndianMobile(values.phone)) errors.phone = translate(messages, 'partners.phoneInvalid');
  const plate = values.vehicleNumber.trim();
  if (plate.length > PLATE_MAX_LENGTH) errors.vehicleNumber = translate(messages, 'partners.plateTooLong', { max: PLATE_MAX_LENGTH });
  else if (!/^[A-Za-z0-9 -]*$/.test(plate)) errors.vehicleNumber = translate(messages, 'partners.plateCharacters');
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
