/**
 * Where a product search stops counting: past the cap its reply says `totalCount` = the cap with
 * `totalIsCapped: true` (shown '500+'), and its pages end there, so a search costs the same at any
 * catalogue size (docs/decisions/0200-catalogue-reads-a-search-ranks-at-most-500-candidates-page.md).
 */
/** A search across stores ranks at most this many matches. */
export const SEARCH_RANK_CAP = 500;
/** A search inside one store counts at most this many matches (it only counts; its page is read in the store's order). */
export const STORE_SEARCH_COUNT_CAP = 1000;
