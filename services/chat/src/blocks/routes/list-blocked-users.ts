import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { listBlockedForSeller } from '../block-repository.ts';

/** GET /api/chats/blocked-users: the buyers the seller's stores blocked, newest first. */
export function listBlockedUsers({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const data = await listBlockedForSeller(db, c.get('user').id);
    return c.json({ success: true as const, data, count: data.length });
  };
}
