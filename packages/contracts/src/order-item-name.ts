/**
 * An order line's name with its variant, once, as 'Poha (Thick) · 1 kg': checkout stores variant
 * lines as "Name (Variant)" (services/catalog reserve-stock.ts), older lines keep the variant apart,
 * and a name may already end with it ('Tata Salt 1 kg'). Every role's order views name lines
 * through here, so none repeats the variant.
 */
export function orderItemName({ name, variant }: { name: string; variant?: string | null }): string {
  const chosen = variant?.trim();
  if (!chosen) return name;
  const stored = ` (${chosen})`;
  const base = name.endsWith(stored) ? name.slice(0, -stored.length) : name;
  return base === chosen || base.endsWith(` ${chosen}`) ? base : `${base} · ${chosen}`;
}

/** A whole line as the order views list it: 'Poha (Thick) · 1 kg × 2'. */
export const orderItemLine = (item: { name: string; variant?: string | null; quantity: number }): string => `${orderItemName(item)} × ${item.quantity}`;
