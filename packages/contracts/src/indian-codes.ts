/**
 * India's registration codes a store carries: the GSTIN (with its check character and state code)
 * and 6-digit PIN codes. Zod-free so the browser checks as the seller types
 * (`@haat/contracts/indian-codes`) with the rules the server applies.
 */

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14 (GSTN's mod-36 scheme): each character's value
 * times 1 or 2 alternately, the product's base-36 digits summed, the check making the sum 0 mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * GST state codes (GSTN's list). Andhra Pradesh registered under 28 before 2018 and under 37
 * since; Dadra and Nagar Haveli (26) and Daman and Diu (25) merged in 2020: both codes count.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '25': 'Dadra and Nagar Haveli and Daman and Diu', '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra', '28': 'Andhra Pradesh', '29': 'Karnataka', '30': 'Goa', '31': 'Lakshadweep', '32': 'Kerala',
  '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands', '36': 'Telangana', '37': 'Andhra Pradesh',
  '38': 'Ladakh', '97': 'Other Territory', '99': 'Centre Jurisdiction',
};

export const GSTIN_TEXTS = {
  format: 'GSTIN must be 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)',
  checksum: 'This GSTIN\'s last character does not match: please check it for a typing mistake',
  stateCode: 'This GSTIN does not start with a known state code',
  stateMismatch: (state: string) => `This GSTIN is registered in another state: a store in ${state} needs a GSTIN starting with its state code`,
} as const;

/** Upper-cased, spaces removed: what is stored. */
export const normaliseGstin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Why a (normalised) GSTIN is not valid, or null when it is; '' (no GSTIN) is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin === '') return null;
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_TEXTS.format;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GSTIN_TEXTS.stateCode;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GSTIN_TEXTS.checksum;
  return null;
}

/** Whether the GSTIN's state code belongs to the state (by name, any case). */
export function gstinMatchesState(gstin: string, state: string): boolean {
  return GST_STATE_CODES[gstin.slice(0, 2)]?.toLowerCase() === state.trim().toLowerCase();
}

/** An Indian PIN code: 6 digits, the first 1-9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_TEXT = 'A pincode is 6 digits and does not start with 0';
