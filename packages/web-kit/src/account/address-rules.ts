import type { SavedAddress } from '@haat/contracts/user-reply';
import { isValidPincode, PINCODE_TEXT } from '../location/pincode.ts';
import { EMAIL_TEXT, isEmail, isIndianMobile, PHONE_TEXT } from './contact-rules.ts';

/** An address being written; the saved ones are read by contracts' readAddresses. */
export type AddressDraft = Omit<SavedAddress, 'id'> & { id?: string };

export const emptyAddress = (): AddressDraft => ({ name: '', address: '', city: '', postalCode: '', phone: '', email: '', label: '', isDefault: false });

/** The first thing wrong with a draft, or null. Every field but the label is needed (the API's rule). */
export function addressProblem(draft: AddressDraft): string | null {
  if (!draft.name.trim()) return 'Please enter the name for this address';
  if (!draft.address.trim()) return 'Please enter the address';
  if (!draft.city.trim()) return 'Please enter the city';
  if (!isValidPincode(draft.postalCode.trim())) return PINCODE_TEXT;
  if (!isIndianMobile(draft.phone)) return PHONE_TEXT;
  if (!isEmail(draft.email)) return EMAIL_TEXT;
  return null;
}

/** What PUT /users/addresses is sent: the trimmed draft (with its id when editing). */
export function addressBody(draft: AddressDraft): AddressDraft {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    address: draft.address.trim(),
    city: draft.city.trim(),
    postalCode: draft.postalCode.trim(),
    phone: draft.phone.replace(/[\s-]/g, ''),
    email: draft.email.trim().toLowerCase(),
    label: draft.label.trim(),
    isDefault: draft.isDefault,
  };
}
