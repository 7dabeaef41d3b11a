import type { Context } from 'hono';
import { RESERVED_STORE_SLUGS, storeSlugSchema, type SlugAvailability } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { findStoreBySlug } from '../store-repository.ts';

/**
 * GET /api/stores/check-slug/:slug — whether a custom store address is free. A slug that breaks
 * the rules is answered (not refused) with the reason, for a form that checks as the seller types.
 * The caller's own store's address counts as available to them.
 */
export function checkSlug({ db, verifyToken }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const user = await optionalUser(c, verifyToken);
    const raw = c.req.param('slug') ?? '';
    const parsed = storeSlugSchema.safeParse(raw);
    let answer: SlugAvailability;
    if (!parsed.success) {
      const slug = raw.trim().toLowerCase();
      const reason = RESERVED_STORE_SLUGS.has(slug) ? 'reserved' : 'invalid';
      answer = { slug, available: false, reason, message: parsed.error.issues[0]?.message ?? 'Invalid address' };
    } else {
      const slug = parsed.data;
      const holder = await findStoreBySlug(db, slug);
      if (!holder) answer = { slug, available: true, message: 'This address is available' };
      else if (user?.id === holder.owner_id) answer = { slug, available: true, message: 'This is already your store\'s address' };
      else answer = { slug, available: false, reason: 'taken', message: 'This address is already taken' };
    }
    return c.json({ success: true, data: answer });
  };
}
