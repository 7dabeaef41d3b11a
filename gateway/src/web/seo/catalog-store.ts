/** The fields of the catalog's Store the gateway's pages use; everything else is ignored. */
export type CatalogStore = {
  id: string;
  slug: string | null;
  name: string;
  description: string;
  address: string;
  city: string;
  category: string;
  phone: string;
  email: string;
  image: string;
  bannerImage: string;
  businessHours: string;
  paymentOptions: string[];
  rating: number;
  reviewCount: number;
  updatedAt: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** A store from a catalog reply, or null when it lacks an id or a name (or is deactivated). */
export function toCatalogStore(raw: unknown): CatalogStore | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const id = text(s['id']) || text(s['_id']);
  const name = text(s['name']).trim();
  if (!id || !name || s['isActive'] === false) return null;
  return {
    id,
    slug: text(s['slug']) || null,
    name,
    description: text(s['description']),
    address: text(s['address']),
    city: text(s['city']),
    category: text(s['category']),
    phone: text(s['phone']),
    email: text(s['email']),
    image: text(s['image']),
    bannerImage: text(s['bannerImage']),
    businessHours: text(s['businessHours']),
    paymentOptions: Array.isArray(s['paymentOptions']) ? s['paymentOptions'].filter((p): p is string => typeof p === 'string') : [],
    rating: count(s['rating']),
    reviewCount: Math.floor(count(s['reviewCount'])),
    updatedAt: text(s['updatedAt']) || null,
  };
}
