import { sql, type RawBuilder } from 'kysely';

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = 111.045;

/**
 * The latitude/longitude box around a point that holds every point within `radiusKm` of it.
 * (It does not wrap at ±180° longitude; India is far from it.)
 */
function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  // Near the poles a degree of longitude shrinks to nothing: take every longitude there.
  const dLng = cosLat < 0.01 ? 180 : radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** Great-circle distance in km between the row's (latColumn, lngColumn) and a point (haversine). */
function haversineKm(latColumn: string, lngColumn: string, lat: number, lng: number): RawBuilder<number> {
  const la = sql.ref(latColumn);
  const ln = sql.ref(lngColumn);
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${la} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${la})) * power(sin(radians(${ln} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * Rows (with `latitude`/`longitude` columns) within `radiusKm` of a point: first the bounding box,
 * which an index on the coordinates can narrow, then the exact distance. `distance` is there to
 * select and sort by.
 */
export function withinKm(lat: number, lng: number, radiusKm: number): { distance: RawBuilder<number>; near: RawBuilder<boolean> } {
  const box = boundingBox(lat, lng, radiusKm);
  const distance = haversineKm('latitude', 'longitude', lat, lng);
  const near = sql<boolean>`latitude BETWEEN ${box.minLat} AND ${box.maxLat} AND longitude BETWEEN ${box.minLng} AND ${box.maxLng} AND ${distance} <= ${radiusKm}`;
  return { distance, near };
}

/** Distances leave the API in km with one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
