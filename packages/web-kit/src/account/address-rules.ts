import { isValidPincode, PINCODE_TEXT } from '../location/pincode.ts';
import { EMAIL_TEXT, isEmail, isIndianMobile, PHONE_TEXT } from './contact-rules.ts';

/** One entry of the address book (GET /users/addresses). */
export type Address = {
  id: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  label: string;
  isDefault: boolean;
};

export type AddressDraft = Omit<Address, 'id'> & { id?: string };

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

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Reads one address whatever id field the server used (`id` or `_id`); null when it has no id. */
export function toAddress(raw: unknown): Address | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = text(r.id) || text(r._id);
  if (!id) return null;
  return {
    id,
    name: text(r.name),
    address: text(r.address),
    city: text(r.city),
    postalCode: text(r.postalCode),
    phone: text(r.phone),
    email: text(r.email),
    label: text(r.label),
    isDefault: r.isDefault === true,
  };
}

/** The address list of a reply: `data` as a list, or `data.addresses`; default first. */
export function addressesOf(reply: unknown): Address[] {
  const data = (reply as { data?: unknown } | null)?.data;
  const list = Array.isArray(data) ? data : (data as { addresses?: unknown } | null)?.addresses;
  if (!Array.isArray(list)) return [];
  const addresses = list.map(toAddress).filter((a): a is Address => a !== null);
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
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
