import { isPincodeShape, PINCODE_TEXTS } from '@haat/contracts/pincode-rules';

export const PINCODE_LENGTH = 6;
export const PINCODE_TEXT = PINCODE_TEXTS.format;
export const CITY_REQUIRED_TEXT = 'Please select a city';

/** Digits only, at most 6 (spec §5: what the pincode field accepts while typing). */
export const cleanPincodeInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/** 6 digits, the first 1-9: '000000' is no Indian pincode. Whether India Post knows it is checkPincodeOfCity's question. */
export const isValidPincode = isPincodeShape;
