import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { loadDeliveryPartners } from '../delivery-partner-mapper.ts';
import { managedStoreOf } from '../partner-access.ts';

/** GET /api/delivery-partners[?storeId=]: the store's delivery partners, invited, active and inactive, newest first. */
export function listDeliveryPartners({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const store = await managedStoreOf(c, catalog, c.req.query('storeId'));
    const partners = await loadDeliveryPartners(db, { storeId: store.id });
    return c.json({ success: true, count: partners.length, data: partners });
  };
}
