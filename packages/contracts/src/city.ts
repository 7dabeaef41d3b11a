import { z } from 'zod';

/** A point on the map in decimal degrees (WGS84). */
export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export type City = {
  _id: string;
  id: string;
  name: string;
  state: string;
  active: boolean;
  /** The city centre, approximately. */
  coordinates: Coordinates;
};
/** A city of a nearby search, with its distance from the searched point. */
export type NearbyCity = City & { distance: number };

export const CITY_SEARCH_LIMIT = 15;
export const CITY_SEARCH_MIN_LENGTH = 3;
export const POPULAR_CITIES_LIMIT = 10;
/** Stores near a buyer (spec: "Nearby search default radius 10"). */
export const NEARBY_STORES_RADIUS_KM = 10;
/** Cities near a point: a city's centre is often well over 10 km from the people living in it. */
export const NEARBY_CITIES_RADIUS_KM = 50;

/** `?lat=&lng=` or the spec's `?location=lat,lng`, a radius in km, and a result limit. */
export function nearbyQuerySchema({ defaultRadiusKm, maxRadiusKm, defaultLimit, maxLimit }: {
  defaultRadiusKm: number;
  maxRadiusKm: number;
  defaultLimit: number;
  maxLimit: number;
}) {
  return z.object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    location: z.string().trim().regex(/^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/, 'location must be "lat,lng"').optional(),
    radius: z.coerce.number().gt(0).max(maxRadiusKm).default(defaultRadiusKm),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  }).transform((q, ctx) => {
    const [lat, lng] = q.location ? q.location.split(',').map((part) => Number(part.trim())) : [q.lat, q.lng];
    const point = coordinatesSchema.safeParse({ lat, lng });
    if (!point.success) {
      const field = q.location ? 'location' : lat === undefined ? 'lat' : 'lng';
      ctx.addIssue({ code: 'custom', path: [field], message: 'lat and lng are required, in decimal degrees' });
      return z.NEVER;
    }
    return { ...point.data, radius: q.radius, limit: q.limit };
  });
}
