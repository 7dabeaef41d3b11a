/** A count with its noun, singular for 1: countOf(1, 'item') → '1 item', countOf(3, 'item') → '3 items'. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** The noun alone for a count: nounFor(1, 'order') → 'order', nounFor(0, 'order') → 'orders'. */
export const nounFor = (count: number, singular: string, plural = `${singular}s`): string => (count === 1 ? singular : plural);
