import type { Context } from 'hono';
import { listActionsQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { listActions as actionsOf } from '../action-repository.ts';
import { toModerationAction } from '../action-mapper.ts';

/** GET /api/moderation/actions?targetId=&reportId= (superadmin): the actions on an item or from a report, newest first (at most 200). */
export function listActions({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const rows = await actionsOf(db, readQuery(c, listActionsQuerySchema));
    return c.json({ success: true, data: rows.map(toModerationAction) });
  };
}
