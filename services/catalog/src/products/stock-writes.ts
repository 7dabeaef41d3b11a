import { PRODUCT_TEXTS } from '@haat/contracts';
import { notFound } from '@haat/server-kit';
import type { CatalogDb } from '../database.ts';
import { setProductStock, setVariantStock } from './product-repository.ts';

export type StockSetting = { productId: string; variant: string | null; quantity: number };

/**
 * Sets the stock of each line, in the order checkouts take stock (reservations' `mergedLines`:
 * product id, then the product itself before its variants by name), so a seller's update and a
 * checkout wait for each other instead of deadlocking. Throws 404 (rolling everything back) when a
 * product or variant is missing. Run inside a transaction.
 */
export async function setStock(trx: CatalogDb, lines: readonly StockSetting[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.variant == null) {
      if (!(await setProductStock(trx, line.productId, line.quantity))) throw notFound(PRODUCT_TEXTS.notFound);
      continue;
    }
    const outcome = await setVariantStock(trx, line.productId, line.variant, line.quantity);
    if (outcome === 'no-product') throw notFound(PRODUCT_TEXTS.notFound);
    if (outcome === 'no-variant') throw notFound(PRODUCT_TEXTS.unknownVariant, `${PRODUCT_TEXTS.unknownVariant}: ${line.variant}`);
  }
}

const before = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function inLockOrder(lines: readonly StockSetting[]): StockSetting[] {
  return lines.toSorted((a, b) => before(a.productId, b.productId) || before(a.variant ?? '', b.variant ?? ''));
}
