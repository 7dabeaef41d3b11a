import type { Context } from 'hono';
import { CHAT_TEXTS } from '@haat/contracts';
import { forbidden, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { participation, type Participation } from '../conversations/conversation-access.ts';

/** The :id conversation, when the caller is its store's owner: only the store blocks or unblocks its buyer. */
export async function storeSideOf(ctx: ChatContext, c: Context<AppEnv>): Promise<Participation> {
  const access = await participation(ctx.db, c.req.param('id') ?? '', c.get('user'));
  if (access.side !== 'seller') throw forbidden(CHAT_TEXTS.onlySellersBlock);
  return access;
}
