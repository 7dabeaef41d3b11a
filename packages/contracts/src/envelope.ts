import { z } from 'zod';

/** Every error reply of the API: `{ success: false, error, message }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A success reply: `{ success: true, data, ...extra }`. */
export type ApiSuccess<T, Extra extends object = object> = { success: true; data: T } & Extra;

/** The pagination fields the spec's lists carry next to `data`. */
export type PageInfo = {
  totalCount: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
};

export const MALFORMED_REQUEST_TEXT = 'The request was malformed or contained invalid parameters.';
