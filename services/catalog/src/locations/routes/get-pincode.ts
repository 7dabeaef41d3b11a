import type { Context } from 'hono';
import { z } from 'zod';
import { isPincodeShape, PINCODE_TEXTS, plainText } from '@haat/contracts';
import { lookupPincode, pincodeBelongsToCity } from '@haat/pincodes';
import { badRequest, notFound, readQuery, type AppEnv } from '@haat/server-kit';
import { CITY_CACHE_CONTROL } from '../cache-control.ts';

const pincodeQuerySchema = z.object({ city: plainText({ label: 'City', max: 100 }).default('') });

/**
 * GET /api/locations/pincodes/:pincode?city= — India Post's district and state of a pincode, and
 * whether it is in `city` (null without one). Browsers ask this instead of loading the directory.
 */
export function getPincode() {
  return (c: Context<AppEnv>) => {
    const { city } = readQuery(c, pincodeQuerySchema);
    const code = c.req.param('pincode') ?? '';
    if (!isPincodeShape(code)) throw badRequest(PINCODE_TEXTS.format);
    const place = lookupPincode(code);
    if (!place) throw notFound(PINCODE_TEXTS.notFound, PINCODE_TEXTS.unknown(code));
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: { ...place, belongsToCity: city ? pincodeBelongsToCity(code, city) : null } });
  };
}
