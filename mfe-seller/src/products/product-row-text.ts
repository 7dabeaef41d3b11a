import type { Product } from '@haat/contracts';

const SHOWN_VARIANTS = 3;

/**
 * A product row's line under its name: category, the unit it is sold by ('per kg'; nothing for
 * pieces), and its variants by name ('Weight: 500 g, 1 kg'), the first three and how many more.
 */
export function productRowDetails(product: Pick<Product, 'category' | 'unit' | 'variants' | 'variantType'>): string {
  const parts = [product.category];
  if (product.unit && product.unit !== 'pcs') parts.push(`per ${product.unit}`);
  const names = product.variants.map((v) => v.name.trim()).filter(Boolean);
  if (names.length > 0) {
    const more = names.length - SHOWN_VARIANTS;
    parts.push(`${product.variantType.trim() || 'Options'}: ${names.slice(0, SHOWN_VARIANTS).join(', ')}${more > 0 ? ` +${more} more` : ''}`);
  }
  return parts.filter(Boolean).join(' · ');
}
