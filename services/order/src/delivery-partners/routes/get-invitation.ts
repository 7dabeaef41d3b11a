import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { toDeliveryInvitation } from '../delivery-partner-mapper.ts';
import { invitationOf } from '../invitations.ts';

/**
 * GET /api/delivery-partners/invitations/:code (public): the store and the invited name behind a
 * link, so the rider sees what they are joining before signing up. Only the phone's last 4 digits.
 */
export function getInvitation({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const row = await invitationOf(db, c.req.param('code') ?? '');
    return c.json({ success: true, data: toDeliveryInvitation(row) });
  };
}
