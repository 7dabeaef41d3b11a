export { useLocationStore, type LocationState } from './location-store.ts';
export { cleanPincodeInput, isValidPincode, PINCODE_LENGTH, PINCODE_TEXT, CITY_REQUIRED_TEXT } from './pincode.ts';
export { citySuggestions, needsServerSearch, SERVER_SEARCH_MIN_LENGTH } from './city-suggestions.ts';
