import type { Kysely } from 'kysely';
import { demoGrievances, demoUsers } from '@haat/demo-data';
import type { Logger } from '@haat/server-kit';
import type { GrievanceTables } from './grievances.table.ts';

const HOUR_MS = 3600 * 1000;

/**
 * HAAT_DEMO_DATA=on: the demo's complaints (packages/demo-data), each once by its fixed id, so one an
 * admin resolved stays resolved. They name stores by id and name only: nothing to ask the catalog.
 */
export async function seedDemoGrievances(db: Kysely<GrievanceTables>, logger: Logger): Promise<void> {
  const admin = demoUsers.find((user) => user.role === 'superadmin')!;
  const rows = demoGrievances.map((g) => {
    const buyer = demoUsers.find((user) => user.id === g.buyerId)!;
    const acknowledgedAt = g.acknowledgedHoursAgo === null ? null : new Date(Date.now() - g.acknowledgedHoursAgo * HOUR_MS);
    return {
      id: g.id, subject: g.subject, category: g.category, order_id: null, store_id: g.storeId, store_name: g.storeName,
      description: g.description, buyer_id: buyer.id, buyer_name: buyer.name,
      status: acknowledgedAt ? 'Acknowledged' as const : 'Open' as const,
      response: g.response,
      handled_by_id: acknowledgedAt ? admin.id : null, handled_by_name: acknowledgedAt ? admin.name : null,
      created_at: new Date(Date.now() - g.hoursAgo * HOUR_MS), acknowledged_at: acknowledgedAt, resolved_at: null,
    };
  });
  const added = await db.insertInto('grievances').values(rows).onConflict((oc) => oc.column('id').doNothing()).returning('id').execute();
  if (added.length > 0) logger.info(`demo data: ${added.length} complaints`);
}
