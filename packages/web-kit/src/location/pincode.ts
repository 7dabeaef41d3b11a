export const PINCODE_LENGTH = 6;
export const PINCODE_TEXT = 'Please enter a valid 6-digit pincode';
export const CITY_REQUIRED_TEXT = 'Please select a city';

/** Digits only, at most 6 (spec §5: what the pincode field accepts while typing). */
export const cleanPincodeInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

export const isValidPincode = (value: string | null | undefined): value is string => !!value && /^\d{6}$/.test(value);
