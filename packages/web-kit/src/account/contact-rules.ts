/** Field checks shared by the profile and the address book; texts follow the API's own. */
export const PHONE_TEXT = 'Please enter a valid Indian mobile number';
export const EMAIL_TEXT = 'Please enter a valid email address';

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
