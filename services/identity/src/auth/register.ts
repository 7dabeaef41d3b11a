import type { Context } from 'hono';
import { registerBodySchema, storedRole } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import { insertUser, isUniqueViolation } from '../users/user-repository.ts';
import type { AuthContext } from './auth-context.ts';
import { withBlankAsAbsent } from './blank-optional-fields.ts';
import { hashPassword } from './passwords.ts';
import { sessionReply } from './session-reply.ts';
import { sendVerificationEmail } from '../verification/index.ts';

const bodySchema = withBlankAsAbsent(registerBodySchema, ['phone', 'currentCity']);

export const EMAIL_TAKEN_TEXT = 'This email is already registered. Please use a different email or login.';

/** POST /api/auth/register: a buyer, seller (shopkeeper) or delivery partner account, signed in at once. */
export function register(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    const passwordHash = await hashPassword(body.password);
    const row = await insertUser(ctx.db, {
      name: body.name,
      email: body.email,
      password_hash: passwordHash,
      role: storedRole(body.role),
      phone: body.phone ?? null,
      current_city: body.currentCity || null,
      avatar: null,
      ban_reason: null,
      phone_verified_at: null,
    }).catch((err: unknown) => {
      // The unique index decides, so two racing sign-ups with one e-mail cannot both win.
      if (isUniqueViolation(err)) throw badRequest(EMAIL_TAKEN_TEXT);
      throw err;
    });
    void sendVerificationEmail(ctx, row); // queued, never awaited: mail trouble must not fail a sign-up
    return c.json(await sessionReply(ctx, row), 201);
  };
}
