export type City = { _id: string; id: string; name: string; state: string; active: boolean };
export const CITY_SEARCH_LIMIT = 15;
export const CITY_SEARCH_MIN_LENGTH = 3;
