/** Money is integer paise inside, rupees at the edge. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

const indianGrouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Rupees for messages the servers write, in Indian grouping: 123456 → '₹1,23,456'. */
export const rupeeText = (rupees: number): string => `₹${indianGrouping.format(rupees)}`;
