import { PINCODE_TEXTS, pincodeProblem, readPincodeCheck } from '@haat/contracts/pincode-rules';
import { api } from '../api-client/api-client.ts';
import { isApiError } from '../api-client/api-error.ts';

/**
 * Why `pincode` cannot go with `city` (the texts the server refuses with), or null when it is a real
 * pincode of that city. India Post's directory is too big for a browser: the server answers
 * (GET /locations/pincodes/:pincode?city=). Throws when the server cannot be asked; callers decide
 * whether to wait for the server's own check on save.
 */
export async function checkPincodeOfCity(pincode: string, city: string, signal?: AbortSignal): Promise<string | null> {
  const code = pincode.trim();
  const shape = pincodeProblem(code, city, { known: true, inCity: null });
  if (shape) return shape;
  try {
    const check = readPincodeCheck(await api.get<unknown>(`/locations/pincodes/${code}`, { query: { city: city.trim() }, signal, retry: false }));
    return pincodeProblem(code, city, { known: check !== null, inCity: check?.belongsToCity ?? null });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return PINCODE_TEXTS.unknown(code);
    if (isApiError(err) && err.status === 400) return PINCODE_TEXTS.format;
    throw err;
  }
}
