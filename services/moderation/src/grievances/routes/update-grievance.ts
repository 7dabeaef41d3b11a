import type { Context } from 'hono';
import { GRIEVANCE_TEXTS, nextGrievanceStatuses, updateGrievanceBodySchema } from '@haat/contracts';
import { conflict, enqueueEvent, isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { changeGrievance, lockGrievance } from '../grievance-repository.ts';
import { toGrievance } from '../grievance-mapper.ts';

/**
 * PUT /api/admin/grievances/:id {status, response} (superadmin): Open → Acknowledged → Resolved or
 * Rejected (or Open straight to either); any other move is a 409. The change, its audit entry and
 * the `grievance.updated` event (notification tells the buyer) commit together.
 */
export function updateGrievance({ db, relay }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(GRIEVANCE_TEXTS.notFound);
    const { status, response } = await readJson(c, updateGrievanceBodySchema);
    const admin = { id: c.get('user').id, name: c.get('user').name };
    const row = await db.transaction().execute(async (trx) => {
      const current = await lockGrievance(trx, id);
      if (!current) throw notFound(GRIEVANCE_TEXTS.notFound);
      if (!nextGrievanceStatuses[current.status].includes(status)) {
        throw conflict(`This complaint is ${current.status}: it cannot be marked ${status}`);
      }
      const at = new Date();
      const updated = await changeGrievance(trx, current, { status, response: response.trim(), admin, at });
      await recordAudit(trx, {
        admin, what: `grievance.${status.toLowerCase()}`, targetType: 'grievance', targetId: id, reason: response.trim(),
        details: { ticketNumber: current.ticket_number, from: current.status, to: status }, at,
      });
      await enqueueEvent(trx, 'grievance.updated', {
        grievanceId: id, ticketNumber: current.ticket_number, buyerId: current.buyer_id, status, response: updated.response, updatedAt: at.toISOString(),
      });
      return updated;
    });
    relay.kick();
    return c.json({ success: true, data: toGrievance(row, new Date()) });
  };
}
