import { indianNumber } from '@haat/contracts/money';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** "Showing 24 of 1234 products", or "Showing 24 of 1,000+ products" when the server stopped counting there (a capped search). */
export function showingProductsText(shown: number, count: number, capped: boolean): string {
  return capped
    ? translate(messages, 'catalog.showingProductsCapped', { shown, count: indianNumber(count) })
    : translate(messages, 'catalog.showingProducts', { shown, count });
}
