/**
 * An order line's name with its variant, once: checkout already stores variant lines as
 * "Name (Variant)", while older lines keep the variant apart.
 */
export function orderItemName({ name, variant }: { name: string; variant?: string | null }): string {
  return variant && !name.includes(`(${variant})`) ? `${name} (${variant})` : name;
}
