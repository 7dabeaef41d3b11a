import type { Context } from 'hono';
import { isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { lockUser } from '../../../users/user-repository.ts';
import { deleteOwnAddress, listAddresses, promoteNewestAddress } from '../address-repository.ts';
import { addressNotFound, toAddress } from '../address-view.ts';

/**
 * DELETE /api/users/addresses/:id: only one of the caller's own (anyone else's id is simply not
 * found). Deleting the default makes the most recently changed remaining address the default.
 */
export function removeAddress(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    if (!isUuid(id)) throw addressNotFound();
    const book = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockUser(trx, userId))) throw notFound('User not found', 'This account no longer exists.');
      const deleted = await deleteOwnAddress(trx, userId, id);
      if (!deleted) throw addressNotFound();
      if (deleted.is_default) await promoteNewestAddress(trx, userId);
      return listAddresses(trx, userId);
    });
    return c.json({ success: true as const, message: 'Address deleted', data: book.map(toAddress) });
  };
}
