/**
 * Counts in words, singular for 1 only: the one helper for every "N thing(s)" a person reads, on the
 * server (notifications) and in the apps (web-kit re-exports it), instead of writing 'item(s)'.
 */

/** A count with its noun: countOf(1, 'item') → '1 item', countOf(3, 'item') → '3 items'. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** The noun alone for a count: nounFor(1, 'order') → 'order', nounFor(0, 'order') → 'orders'. */
export const nounFor = (count: number, singular: string, plural = `${singular}s`): string => (count === 1 ? singular : plural);
