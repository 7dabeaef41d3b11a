import { isPincodeShape, readPincodeCheck } from '@haat/contracts/pincode-rules';
import { api } from '../api-client/api-client.ts';
import { isApiError } from '../api-client/api-error.ts';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

/** contracts' pincodeProblem, in the language shown. */
function pincodeProblem(pincode: string, city: string, { known, inCity }: { known: boolean; inCity: boolean | null }): string | null {
  if (!isPincodeShape(pincode)) return translateKit(messages, 'kit.loc.pinFormat');
  if (!known) return translateKit(messages, 'kit.loc.pinUnknown', { pincode });
  if (inCity === false) return translateKit(messages, 'kit.loc.pinNotInCity', { pincode, city: city.trim() });
  return null;
}

/**
 * Why `pincode` cannot go with `city` (the texts the server refuses with, in the language shown), or null when it is a real
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
    if (isApiError(err) && err.status === 404) return pincodeProblem(code, city, { known: false, inCity: null });
    if (isApiError(err) && err.status === 400) return translateKit(messages, 'kit.loc.pinFormat');
    throw err;
  }
}
