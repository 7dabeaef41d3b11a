import type { Store } from '@haat/contracts';

/** Whether the store delivers to the buyer's city (spec §4 'Delivery eligibility'). */
export function deliveryTo(store: Store, city: string | null): { ok: boolean; text: string } | null {
  if (!city) return null;
  const same = (a: string | undefined) => !!a && a.trim().toLowerCase() === city.trim().toLowerCase();
  const options = store.deliveryOptions;
  if (same(store.city)) return { ok: true, text: `Delivers in ${city} (${options?.estimatedLocalDeliveryTime || '1-3 days'})` };
  if (options?.nationwide) return { ok: true, text: `Delivers nationwide (${options.estimatedNationwideDeliveryTime || '3-7 days'})` };
  if (options?.serviceableLocations?.some(same)) return { ok: true, text: `Delivers to ${city} (${options.estimatedRegionDeliveryTime || '2-5 days'})` };
  return { ok: false, text: `This store doesn't deliver to ${city}` };
}

export function DeliveryBanner({ store, city }: { store: Store; city: string | null }) {
  const eligibility = deliveryTo(store, city);
  if (!eligibility) return null;
  return <p className={`notice ${eligibility.ok ? 'notice--success' : 'notice--warning'}`}>{eligibility.text}</p>;
}
