// Every error reply is `{ success: false, error, message }`: server-kit's errors module writes it.

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
