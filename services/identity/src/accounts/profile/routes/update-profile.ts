import type { Context } from 'hono';
import { z } from 'zod';
import { notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { toSessionUser } from '../../../users/session-user.ts';
import { updateUser } from '../../../users/user-repository.ts';
import { profileFields } from '../profile-fields.ts';

const bodySchema = z.object(profileFields);

/**
 * PUT /api/users/profile and PUT /api/auth/me (the spec's alias): the caller's own name, phone,
 * avatar, city and language. E-mail and role are not the owner's to change here; unknown fields are ignored.
 */
export function updateProfile(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    const row = await updateUser(ctx.db, c.get('user').id, {
      name: body.name,
      phone: body.phone,
      avatar: body.avatar,
      current_city: body.currentCity,
      language: body.language,
    });
    if (!row) throw notFound('User not found', 'This account no longer exists.');
    return c.json({ success: true as const, message: 'Profile updated successfully', data: toSessionUser(row) });
  };
}
