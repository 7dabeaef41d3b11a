export { useLocationStore } from './location-store.ts';
export { cleanPincodeInput, isValidPincode, PINCODE_LENGTH, PINCODE_TEXT, pincodeText, cityRequiredText } from './pincode.ts';
export { checkPincodeOfCity } from './pincode-check.ts';
export { citySuggestions, needsServerSearch } from './city-suggestions.ts';
