import type { Context } from 'hono';
import { registerBodySchema, storedRole } from '@haat/contracts';
import { badRequest, languageOfRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { withBlankAsAbsent } from '../blank-optional-fields.ts';
import { createAccount, EMAIL_TAKEN_TEXT } from '../create-account.ts';
import { sessionReply } from '../session-reply.ts';
import { sendVerificationEmail } from '../../verification/index.ts';

const bodySchema = withBlankAsAbsent(registerBodySchema, ['phone', 'currentCity']);

/** POST /api/auth/register: a buyer, seller (shopkeeper) or delivery partner account, signed in at once. */
export function register(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    // The language the person signed up in is the account's: its e-mails come in it.
    const language = languageOfRequest(c.req.header('accept-language'));
    const row = await createAccount(ctx.db, { ...body, role: storedRole(body.role), language }, () => badRequest(EMAIL_TAKEN_TEXT));
    void sendVerificationEmail(ctx, row); // queued, never awaited: mail trouble must not fail a sign-up
    return c.json(await sessionReply(ctx, row), 201);
  };
}
