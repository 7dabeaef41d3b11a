const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 1234.5 → ₹1,234.5 */
export const formatPrice = (amount: number): string => rupees.format(amount);

/** Spec §9: rounded (price − discountPrice) / price × 100; 0 when there is no real discount. */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (discountPrice == null || price <= 0 || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
