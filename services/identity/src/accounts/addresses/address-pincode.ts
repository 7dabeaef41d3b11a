import { cityPincodeProblem } from '@haat/pincodes';
import { badRequest } from '@haat/server-kit';

/** A saved address's pincode must be a real one of its city: checkout delivers to it as it is. */
export function checkAddressPincode(postalCode: string, city: string): void {
  const problem = cityPincodeProblem(postalCode, city);
  if (problem) throw badRequest(problem);
}
