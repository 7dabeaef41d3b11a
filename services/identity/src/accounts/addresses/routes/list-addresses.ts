import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { listAddresses } from '../address-repository.ts';
import { toAddress } from '../address-view.ts';

/** GET /api/users/addresses: the caller's address book, default first. */
export function getAddresses(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const rows = await listAddresses(ctx.db, c.get('user').id);
    return c.json({ success: true as const, data: rows.map(toAddress) });
  };
}
