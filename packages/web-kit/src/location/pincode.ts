import { isPincodeShape, PINCODE_TEXTS } from '@haat/contracts/pincode-rules';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

export const PINCODE_LENGTH = 6;
/** The English text, as the API writes it; what people read is pincodeText(). */
export const PINCODE_TEXT = PINCODE_TEXTS.format;
/** 'Please enter a valid 6-digit pincode', in the language shown. */
export const pincodeText = (): string => translateKit(messages, 'kit.loc.pinFormat');
/** 'Please select a city', in the language shown. */
export const cityRequiredText = (): string => translateKit(messages, 'kit.loc.cityRequired');

/** Digits only, at most 6 (spec §5: what the pincode field accepts while typing). */
export const cleanPincodeInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/** 6 digits, the first 1-9: '000000' is no Indian pincode. Whether India Post knows it is checkPincodeOfCity's question. */
export const isValidPincode = isPincodeShape;
