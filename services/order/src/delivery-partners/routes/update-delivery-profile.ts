import type { Context } from 'hono';
import { updateDeliveryProfileBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { saveProfile } from '../delivery-partner-repository.ts';
import { loadDeliveryProfile } from '../delivery-partner-mapper.ts';

/**
 * PUT /api/delivery/profile {name?, phone?, vehicleType?, vehicleNumber?, isAvailable?}: the rider's
 * own details and availability switch (what the stores' lists show as isAvailable). Stores keep
 * their own record of the rider's name and phone.
 */
export function updateDeliveryProfile({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const changes = await readJson(c, updateDeliveryProfileBodySchema);
    await saveProfile(db, user.id, user.name, changes);
    return c.json({ success: true, data: await loadDeliveryProfile(db, user) });
  };
}
