import type { Context } from 'hono';
import { DELIVERY_TEXTS, registerPartnerBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { claimInvitation } from '../claim-invitation.ts';
import { invitationOf, refusalOf } from '../invitations.ts';
import { openPartnerAccount } from '../partner-accounts.ts';

/**
 * POST /api/delivery-partners/register {inviteCode, name, email, password, phone?} (public): a new
 * rider opens a delivery partner account with a store's invitation and joins the store, signed in
 * at once (201, the sign-up reply plus `message`). The invitation is checked before any account
 * is made; identity opens the account (an e-mail already registered: 400, identity's text).
 */
export function registerDeliveryPartner(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, registerPartnerBodySchema);
    const invited = await invitationOf(ctx.db, body.inviteCode);
    const refusal = refusalOf(invited, null);
    if (refusal) throw refusal;
    const phone = body.phone ?? invited.phone;
    const auth = await openPartnerAccount(ctx, { name: body.name, email: body.email, password: body.password, phone });
    // Should another rider take the code between the check above and here, the claim answers 409
    // and the new account stays without a store: its owner can sign in and accept another invitation.
    const joined = await claimInvitation(ctx.db, body.inviteCode, { userId: auth.user.id, name: body.name, phone });
    return c.json({ ...auth, message: DELIVERY_TEXTS.joined(joined.store_name) }, 201);
  };
}
