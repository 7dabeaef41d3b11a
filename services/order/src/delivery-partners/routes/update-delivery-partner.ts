import type { Context } from 'hono';
import { DELIVERY_TEXTS, updatePartnerBodySchema } from '@haat/contracts';
import { conflict, isUniqueViolation, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { PHONE_PER_STORE_KEY, updateMembership } from '../delivery-partner-repository.ts';
import { loadDeliveryPartner } from '../delivery-partner-mapper.ts';
import { freshInvite } from '../invitations.ts';
import { managedMembership } from '../partner-access.ts';

/**
 * PUT /api/delivery-partners/:id {name?, phone?, vehicleType?, vehicleNumber?, isActive?, renewInvite?}:
 * the store's own record of the rider. `isActive: false` stops new assignments; `renewInvite` gives
 * a still-pending invitation a new code and expiry (an accepted one: 409).
 */
export function updateDeliveryPartner({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, updatePartnerBodySchema);
    const id = await db.transaction().execute(async (trx) => {
      const row = await managedMembership(c, trx, { lock: true });
      if (body.renewInvite && row.user_id !== null) throw conflict(DELIVERY_TEXTS.invitationUsed);
      await updateMembership(trx, row.id, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.vehicleType !== undefined && { vehicle_type: body.vehicleType }),
        ...(body.vehicleNumber !== undefined && { vehicle_number: body.vehicleNumber || null }),
        ...(body.isActive !== undefined && { is_active: body.isActive }),
        ...(body.renewInvite && freshInvite()),
      }).catch((err: unknown) => {
        if (isUniqueViolation(err, PHONE_PER_STORE_KEY)) throw conflict(DELIVERY_TEXTS.phoneAlreadyInvited);
        throw err;
      });
      return row.id;
    });
    return c.json({ success: true, data: await loadDeliveryPartner(db, id) });
  };
}
