import type { Context } from 'hono';
import { DELIVERY_TEXTS } from '@haat/contracts';
import { conflict, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { deleteMembership, openDeliveriesOfMembership } from '../delivery-partner-repository.ts';
import { managedMembership } from '../partner-access.ts';

/**
 * DELETE /api/delivery-partners/:id: the rider leaves the store's list, refused (409) while they
 * hold open deliveries of it. Past deliveries keep the name and phone they copied. The membership
 * stays locked while its deliveries are counted, so an assignment through it waits or sees it gone.
 */
export function removeDeliveryPartner({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    await db.transaction().execute(async (trx) => {
      const row = await managedMembership(c, trx, { lock: true });
      const open = await openDeliveriesOfMembership(trx, row.id);
      if (open > 0) throw conflict(DELIVERY_TEXTS.partnerHasOpenDeliveries(open));
      await deleteMembership(trx, row.id);
    });
    return c.json({ success: true, message: 'Delivery partner removed' });
  };
}
