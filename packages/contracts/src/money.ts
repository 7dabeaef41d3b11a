/** Money is integer paise inside, rupees at the edge. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/**
 * A number in Indian digit grouping with at most two decimals and no trailing zeros: 1234567.5 →
 * '12,34,567.5'. The same text as `Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })` for any
 * amount up to a lakh crore (money.test.ts compares them), written out because a page's first
 * `Intl.NumberFormat` spends 25–50 ms loading locale data, one long task on a phone's first screen
 * (docs/decisions/0214-the-first-screen-no-intl-formatter-no-collator.md). Like Intl, it rounds half up the decimal the number prints as (1.005 → 1.01),
 * not the binary value under it, which `toFixed` rounds (1.00).
 */
export function indianNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const digits = Math.abs(value).toString();
  const hundredths = digits.includes('e') ? Math.round(Math.abs(value) * 100) : Math.round(Number(`${digits}e2`));
  const padded = hundredths.toString().padStart(3, '0');
  const whole = padded.slice(0, -2);
  const thousands = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = thousands ? `${thousands},${whole.slice(-3)}` : whole;
  const decimals = padded.slice(-2).replace(/0+$/, '');
  return `${isNegative(value) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Negative, −0 included, as Intl signs it. */
export const isNegative = (value: number): boolean => value < 0 || Object.is(value, -0);

/** Rupees for messages the servers write, in Indian grouping: 123456 → '₹1,23,456'. */
export const rupeeText = (rupees: number): string => `₹${indianNumber(rupees)}`;
