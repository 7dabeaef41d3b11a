import type { Context } from 'hono';
import { DELIVERY_TEXTS, rupeeText, toRupees } from '@haat/contracts';
import { badRequest, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { settleCollectedCash } from '../delivery-partner-repository.ts';
import { managedMembership } from '../partner-access.ts';

/**
 * POST /api/delivery-partners/:id/cash-handover: the seller records the cash the rider collected on
 * delivery for the store as received, every amount not handed over up to now. Nothing due: 400.
 */
export function receivePartnerCash({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const row = await managedMembership(c, db);
    const settled = row.user_id === null ? [] : await settleCollectedCash(db, { storeId: row.store_id, partnerId: row.user_id });
    if (settled.length === 0) throw badRequest(DELIVERY_TEXTS.noCashToReceive);
    const amount = toRupees(settled.reduce((sum, paise) => sum + paise, 0));
    return c.json({ success: true, message: DELIVERY_TEXTS.cashReceived(rupeeText(amount)), data: { amount, orders: settled.length } });
  };
}
