import type { Context } from 'hono';
import { z } from 'zod';
import { multilineText } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { endSessions } from '../../../sessions/ended-sessions.ts';
import { findUserById, nextSessionGeneration, updateUser } from '../../../users/user-repository.ts';
import { applyBan } from '../../bans/apply-ban.ts';
import { clearable } from '../../clearable-field.ts';
import { profileFields } from '../../profile/profile-fields.ts';
import { adminRoleSchema, toAdminUser, userIdParam, userNotFound } from '../admin-user.ts';

const bodySchema = z.object({
  name: profileFields.name,
  phone: profileFields.phone,
  currentCity: profileFields.currentCity,
  role: adminRoleSchema.optional(),
  isBanned: z.boolean().optional(),
  banReason: clearable(multilineText({ label: 'Ban reason', max: 500 })),
});

/**
 * PUT /api/users/:id (superadmin): name, phone, city, role and the ban. A ban is written to the
 * database and to Redis, where the gateway refuses every call of the account from that moment;
 * an unban clears both; a flip is told as `user.ban_changed` (bans/apply-ban.ts, the path
 * moderation's ban actions take too). A new role ends the account's sessions, since tokens carry
 * the role. The Redis writes run inside the transaction, so if Redis refuses, nothing changes.
 */
export function updateUserByAdmin(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const id = userIdParam(c.req.param('id'));
    const caller = c.get('user');
    const body = await readJson(c, bodySchema);
    const target = await findUserById(ctx.db, id);
    if (!target) throw userNotFound();
    const roleChanged = body.role !== undefined && body.role !== target.role;
    if (id === caller.id && body.isBanned === true) throw badRequest('You cannot ban your own account');
    if (id === caller.id && roleChanged) throw badRequest('You cannot change your own role');

    const banned = body.isBanned ?? target.is_banned;
    // A reason belongs to a ban: kept while banned unless a new one is given, dropped on unban.
    const banReason = banned ? (body.banReason !== undefined ? body.banReason : target.ban_reason) : null;
    const row = await ctx.db.transaction().execute(async (trx) => {
      const updated = await updateUser(trx, id, {
        name: body.name,
        phone: body.phone,
        current_city: body.currentCity,
        role: body.role,
      });
      if (!updated) throw userNotFound();
      if (roleChanged) {
        const generation = await nextSessionGeneration(trx, id);
        if (generation !== undefined) await endSessions(trx, ctx.sessionEnds, id, generation);
      }
      return applyBan(trx, ctx.sessionEnds, { before: updated, banned, reason: banReason, by: { id: caller.id, name: caller.name }, actionId: null });
    });
    ctx.relay.kick();
    if (banned !== target.is_banned) ctx.logger.info({ userId: id, by: caller.id }, banned ? 'account banned' : 'account unbanned');
    if (roleChanged) ctx.logger.info({ userId: id, by: caller.id, role: row.role }, 'account role changed; its sessions ended');
    return c.json({ success: true as const, message: 'User updated successfully', data: toAdminUser(row) });
  };
}
