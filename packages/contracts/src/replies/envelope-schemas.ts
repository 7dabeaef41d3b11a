import { z } from 'zod';

/**
 * The two envelopes every JSON reply of the API comes in (envelope.ts has their types): a success
 * `{ success: true, data, …extra }` and an error `{ success: false, error, message }` (server-kit's
 * errorReply writes the latter, the gateway its own 401/404/413/429 in the same shape).
 */
export const errorReplySchema = z.strictObject({ success: z.literal(false), error: z.string(), message: z.string() });

/** An error reply with more fields than the envelope's three. */
export const errorReplyWith = <X extends z.ZodRawShape>(extra: X) => errorReplySchema.extend(extra);

/** A success reply carrying `data`, with an optional `message` and the given extra top-level fields. */
export function successReply<D extends z.ZodType, X extends z.ZodRawShape = {}>(data: D, extra?: X) {
  return z.strictObject({ success: z.literal(true), message: z.string().optional(), data, ...(extra ?? ({} as X)) });
}

/** A success reply with its data and, always, a message saying what was done. */
export const dataAndMessageReply = <D extends z.ZodType>(data: D) => successReply(data, { message: z.string() });

/**
 * A reply not yet described field by field: the success flag is checked, the rest is open. Used
 * for calls whose reply has no zod schema yet (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md).
 */
export const undescribedReplySchema = z.looseObject({ success: z.literal(true) }).describe('Not yet described field by field.');

/** A success reply that only says what was done. */
export const messageReply = z.strictObject({ success: z.literal(true), message: z.string() });

/** The page counters a paged list carries beside its `data` (catalog, order and moderation lists alike). */
export const paginationSchema = z.strictObject({
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** A success reply carrying one page of `item`s and the page counters. */
export const pagedReply = <I extends z.ZodType>(item: I) => successReply(z.array(item), { pagination: paginationSchema });

/** A success reply carrying one page of `item`s with the page counters beside `data` (the older lists), and any extra fields. */
export const countedPageReply = <I extends z.ZodType, X extends z.ZodRawShape = {}>(item: I, extra?: X) =>
  successReply(z.array(item), { ...paginationSchema.shape, ...(extra ?? ({} as X)) });
