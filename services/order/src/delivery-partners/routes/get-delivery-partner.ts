import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { loadDeliveryPartner } from '../delivery-partner-mapper.ts';
import { managedMembership } from '../partner-access.ts';

/** GET /api/delivery-partners/:id: one of the store's delivery partners (another store's: 404). */
export function getDeliveryPartner({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const row = await managedMembership(c, db);
    return c.json({ success: true, data: await loadDeliveryPartner(db, row.id) });
  };
}
