import type { Context } from 'hono';
import { readJson, type AppEnv } from '@haat/server-kit';
import { z } from 'zod';
import type { ChatContext } from '../../context.ts';
import { sendMessage } from '../send-message.ts';

/** POST /api/chats/:id/messages {content, clientId?}: 201 with the stored message; 200 with the first one when the client id was sent before. */
export function postMessage(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, z.unknown());
    const { message, duplicate } = await sendMessage(ctx, c.get('user'), c.req.param('id') ?? '', body);
    return c.json({ success: true as const, data: message }, duplicate ? 200 : 201);
  };
}
