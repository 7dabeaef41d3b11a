import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { loadDeliveryProfile } from '../delivery-partner-mapper.ts';

/** GET /api/delivery/profile: the rider's own details, availability switch and the stores they deliver for. */
export function getDeliveryProfile({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await loadDeliveryProfile(db, c.get('user')) });
}
