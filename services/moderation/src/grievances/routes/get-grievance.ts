import type { Context } from 'hono';
import { GRIEVANCE_TEXTS } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { findGrievanceByTicket } from '../grievance-repository.ts';
import { toGrievance } from '../grievance-mapper.ts';

const TICKET = /^GRV-\d{4}-\d{6,}$/;

/**
 * GET /api/grievances/:ticketNumber (its buyer or a superadmin): one complaint. Anyone else gets the
 * same 404 as for a ticket that does not exist, so ticket numbers cannot be probed.
 */
export function getGrievance({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const ticketNumber = c.req.param('ticketNumber') ?? '';
    const user = c.get('user');
    const row = TICKET.test(ticketNumber) ? await findGrievanceByTicket(db, ticketNumber) : undefined;
    if (!row || (row.buyer_id !== user.id && user.role !== 'superadmin')) throw notFound(GRIEVANCE_TEXTS.notFound);
    return c.json({ success: true, data: toGrievance(row, new Date()) });
  };
}
