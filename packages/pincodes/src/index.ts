// Server-only: the table is a few hundred KB. Browsers ask GET /api/locations/pincodes/:pincode.
export { isPincodeFormat, lookupPincode, pincodeBelongsToCity, pincodesOfCity, type PincodePlace } from './pincode-directory.ts';
export { cityPincodeProblem } from './city-pincode.ts';
