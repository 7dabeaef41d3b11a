import type { Product } from '@haat/contracts';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { categoryLabel, unitLabel } from './product-labels.ts';

const SHOWN_VARIANTS = 3;

/**
 * A product row's line under its name: category, the unit it is sold by ('per kg'; nothing for
 * pieces), and its variants by name ('Weight: 500 g, 1 kg'), the first three and how many more.
 */
export function productRowDetails(product: Pick<Product, 'category' | 'unit' | 'variants' | 'variantType'>): string {
  const parts = [product.category ? categoryLabel(product.category) : ''];
  if (product.unit && product.unit !== 'pcs') parts.push(translate(messages, 'products.perUnit', { unit: unitLabel(product.unit) }));
  const names = product.variants.map((v) => v.name.trim()).filter(Boolean);
  if (names.length > 0) {
    const more = names.length - SHOWN_VARIANTS;
    const values = { type: product.variantType.trim() || translate(messages, 'products.options'), names: names.slice(0, SHOWN_VARIANTS).join(', '), more };
    parts.push(translate(messages, more > 0 ? 'products.variantsMore' : 'products.variantsShown', values));
  }
  return parts.filter(Boolean).join(' · ');
}
