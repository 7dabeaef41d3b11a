import type { Context } from 'hono';
import { DELIVERY_TEXTS } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { claimInvitation } from '../claim-invitation.ts';
import { loadDeliveryProfile } from '../delivery-partner-mapper.ts';

/**
 * POST /api/delivery-partners/invitations/:code/accept (a signed-in delivery partner): the rider
 * joins the store. Expired: 400; already taken: 409; already delivering for the store: 409.
 */
export function acceptInvitation({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const joined = await claimInvitation(db, c.req.param('code') ?? '', { userId: user.id });
    return c.json({ success: true, message: DELIVERY_TEXTS.joined(joined.store_name), data: await loadDeliveryProfile(db, user) });
  };
}
