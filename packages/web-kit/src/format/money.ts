import { indianNumber, isNegative } from '@haat/contracts/money';

/**
 * ₹ with Indian digit grouping: 1234.5 → ₹1,234.5, −50 → -₹50, as Intl's en-IN rupees write it;
 * without Intl, whose first formatter costs a phone's first screen a long task (contracts' money.ts).
 */
export const formatPrice = (amount: number): string => `${isNegative(amount) ? '-' : ''}₹${indianNumber(Math.abs(amount))}`;

/** Spec §9: rounded (price − discountPrice) / price × 100; 0 when there is no real discount. */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (discountPrice == null || price <= 0 || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
