import type { Context } from 'hono';
import { DELIVERY_TEXTS, invitePartnerBodySchema } from '@haat/contracts';
import { conflict, isUniqueViolation, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { insertMembership, PHONE_PER_STORE_KEY } from '../delivery-partner-repository.ts';
import { loadDeliveryPartner } from '../delivery-partner-mapper.ts';
import { freshInvite } from '../invitations.ts';
import { managedStoreOf } from '../partner-access.ts';

/**
 * POST /api/delivery-partners {name, phone, vehicleType?, vehicleNumber?, storeId?}: the seller
 * invites a rider to their store. The reply carries the code and the link to share; one phone is
 * in a store's list once (409).
 */
export function inviteDeliveryPartner({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, invitePartnerBodySchema);
    const store = await managedStoreOf(c, catalog, body.storeId);
    const row = await insertMembership(db, {
      store_id: store.id,
      store_owner_id: store.ownerId,
      store_name: store.name,
      name: body.name,
      phone: body.phone,
      vehicle_type: body.vehicleType ?? null,
      vehicle_number: body.vehicleNumber || null,
      ...freshInvite(),
    }).catch((err: unknown) => {
      if (isUniqueViolation(err, PHONE_PER_STORE_KEY)) throw conflict(DELIVERY_TEXTS.phoneAlreadyInvited);
      throw err;
    });
    return c.json({ success: true, message: DELIVERY_TEXTS.invited, data: await loadDeliveryPartner(db, row.id) }, 201);
  };
}
