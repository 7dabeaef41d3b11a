import type { Context } from 'hono';
import { DELIVERY_TEXTS, registerPartnerBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { claimInvitation } from '../claim-invitation.ts';
import { invitationOf, refusalOf } from '../invitations.ts';
import { openPartnerAccount } from '../partner-accounts.ts';

/**
 * POST /api/delivery-partners/register {inviteCode, name, phone, password, email?} (public): a new
 * rider opens a delivery partner account with a store's invitation and joins the store, signed in
 * at once (201, the sign-up reply plus `message`). A rider is reached by phone: it is required, the
 * e-mail is not (without one the rider signs in with the phone). The invitation is checked before
 * any account is made; identity opens the account (an e-mail already registered: 400, identity's text).
 */
export function registerDeliveryPartner(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, registerPartnerBodySchema);
    const invited = await invitationOf(ctx.db, body.inviteCode);
    const refusal = refusalOf(invited, null);
    if (refusal) throw refusal;
    const { phone } = body;
    const auth = await openPartnerAccount(ctx, { name: body.name, email: body.email ?? null, password: body.password, phone });
    // Should another rider take the code between the check above and here, the claim answers 409
    // and the new account stays without a store: its owner can sign in and accept another invitation.
    const joined = await claimInvitation(ctx.db, body.inviteCode, { userId: auth.user.id, name: body.name, phone });
    return c.json({ ...auth, message: DELIVERY_TEXTS.joined(joined.store_name) }, 201);
  };
}
