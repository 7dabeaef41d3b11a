/**
 * The field readers every reply reader builds on. Replies cross a network and older servers may
 * lack fields, so each reader takes `unknown` and answers a value of the right type or a fallback.
 */

type RawRecord = Record<string, unknown>;

/** An object's fields; `{}` for anything else (null, lists, strings). */
export const asRecord = (value: unknown): RawRecord => (value && typeof value === 'object' && !Array.isArray(value) ? (value as RawRecord) : {});

/** A string, trimmed; `fallback` when it is not a string or only whitespace. */
export const readText = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.trim() || fallback : fallback);

/** A finite number (numeric strings too); `fallback` otherwise. */
export const readNumber = <T extends number | null>(value: unknown, fallback: T): number | T => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** The non-blank strings of a list, trimmed; `[]` when it is no list. */
export const readTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : [];

/**
 * An entity's id: `id`, else `_id` (the API sends both). An empty or missing id is not an id: a
 * blank `id` falls through to `_id`, and neither gives ''.
 */
export const idOf = (entity: unknown): string => {
  const record = asRecord(entity);
  return readText(record['id']) || readText(record['_id']);
};

/** The id a reference names: the id string itself, or the id of the embedded entity. */
export const refIdOf = (ref: unknown): string => (typeof ref === 'string' ? ref.trim() : idOf(ref));

/** Text that older servers may send as a number (pincodes, phone numbers), trimmed. */
export const readTextOrNumber = (value: unknown): string => readText(typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/**
 * A review average with its count. The average is null while there are no reviews (count 0 or
 * missing) or none is sent: screens show 'New' then, never a stand-in number (IS 19000:2022; the
 * spec's display default of 4.5 is not used). Otherwise kept within 1-5, as each review is.
 */
export function readReviewStats(rating: unknown, reviewCount: unknown): { rating: number | null; reviewCount: number } {
  const count = Math.max(0, Math.floor(readNumber(reviewCount, 0)));
  const average = readNumber(rating, 0);
  return { rating: count > 0 && average > 0 ? Math.max(1, Math.min(5, average)) : null, reviewCount: count };
}

/** A success reply's `data` (`{ success: true, data, … }`), for a reply reader to read. */
export const replyData = (reply: unknown): unknown => asRecord(reply)['data'];

/** A success reply's `message` saying what was done; null when it has none. */
export const replyMessage = (reply: unknown): string | null => readText(asRecord(reply)['message']) || null;


/** POST /images's data: the uploaded image's URL ('' when the reply has none). */
export const readUploadedImageUrl = (value: unknown): string => readText(asRecord(value)['url']);
