import { indianNumber } from '@haat/contracts/money';
import { countOf } from '@haat/web-kit';

/** "1,234 products", or "1,000+ products" when the server stopped counting there (a capped search). */
export function productCountText(count: number, capped: boolean): string {
  return capped ? `${indianNumber(count)}+ products` : countOf(count, 'product');
}
