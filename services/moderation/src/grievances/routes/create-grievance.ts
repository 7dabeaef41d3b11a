import type { Context } from 'hono';
import { createGrievanceBodySchema, GRIEVANCE_TEXTS } from '@haat/contracts';
import { callerToken, readJson, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { insertGrievance } from '../grievance-repository.ts';
import { toGrievance } from '../grievance-mapper.ts';
import { resolveGrievanceSubject } from '../grievance-subject.ts';

/**
 * POST /api/grievances {subject, orderId?, storeId?, category, description} (signed-in buyer): files a
 * complaint about one of their orders, a store, or something else; 201 with its ticket number in
 * `message` (GRIEVANCE_TEXTS.submitted) and the complaint with its two clocks in `data`.
 */
export function createGrievance(ctx: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, createGrievanceBodySchema);
    const user = c.get('user');
    const subject = await resolveGrievanceSubject(ctx, { id: user.id, token: callerToken(c) }, body);
    const row = await insertGrievance(ctx.db, {
      subject: body.subject, category: body.category, description: body.description, ...subject, buyer: { id: user.id, name: user.name },
    });
    const message = GRIEVANCE_TEXTS.submitted.replace('{ticket}', row.ticket_number);
    return c.json({ success: true, message, data: toGrievance(row, new Date()) }, 201);
  };
}
