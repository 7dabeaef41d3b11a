import type { SavedAddress } from '@haat/contracts/user-reply';
// Through the root, the shared singleton (this file ships in each app's '@haat/web-kit/forms'): its language store.
import { emailText, phoneText, pincodeText, translateKit } from '@haat/web-kit';
import { isValidPincode } from '../location/pincode.ts';
import { isEmail, isIndianMobile } from './contact-rules.ts';
import messages from '../forms/messages.json';

/** An address being written; the saved ones are read by contracts' readAddresses. */
export type AddressDraft = Omit<SavedAddress, 'id'> & { id?: string };

export const emptyAddress = (): AddressDraft => ({ name: '', address: '', city: '', postalCode: '', phone: '', email: '', label: '', isDefault: false });

/** The first thing wrong with a draft (in the language shown), or null. Every field but the label is needed (the API's rule). */
export function addressProblem(draft: AddressDraft): string | null {
  if (!draft.name.trim()) return translateKit(messages, 'kit.form.addrName');
  if (!draft.address.trim()) return translateKit(messages, 'kit.form.addrText');
  if (!draft.city.trim()) return translateKit(messages, 'kit.form.addrCity');
  if (!isValidPincode(draft.postalCode.trim())) return pincodeText();
  if (!isIndianMobile(draft.phone)) return phoneText();
  if (!isEmail(draft.email)) return emailText();
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
