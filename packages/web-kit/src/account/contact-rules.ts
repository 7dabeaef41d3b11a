import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

/**
 * Field checks shared by the profile and the address book; texts follow the API's own. The constants
 * are the English (as the API writes it); what people read is phoneText() and emailText().
 */
export const PHONE_TEXT = 'Please enter a valid Indian mobile number'; // i18n-ignore: the API's English, which the catalog's must equal
export const EMAIL_TEXT = 'Please enter a valid email address'; // i18n-ignore: the API's English, which the catalog's must equal
/** 'Please enter a valid Indian mobile number', in the language shown. */
export const phoneText = (): string => translateKit(messages, 'kit.acct.phone');
/** 'Please enter a valid email address', in the language shown. */
export const emailText = (): string => translateKit(messages, 'kit.acct.email');

/** An Indian mobile: 10 digits from 6-9, optionally after +91, 91 or 0 (spaces and dashes ignored). */
export const isIndianMobile = (raw: string): boolean => /^(?:\+91|91|0)?[6-9]\d{9}$/.test(raw.replace(/[\s-]/g, ''));

export const isEmail = (raw: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.trim());

/** An image address the profile accepts as avatar: http(s), or a path on this site (the API's rule). */
export function isImageUrl(raw: string): boolean {
  if (/^\/(?!\/)\S*$/.test(raw.trim())) return true;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
