import type { Grievance } from '@haat/contracts';
import type { GrievanceRow } from './grievances.table.ts';
import { grievanceClocks } from './grievance-clocks.ts';

/** A row → the contract's Grievance, with its clocks as of `now`. */
export function toGrievance(row: GrievanceRow, now: Date): Grievance {
  const clocks = grievanceClocks(row.created_at, row.status, now);
  return {
    id: row.id,
    ticketNumber: row.ticket_number,
    subject: row.subject,
    category: row.category,
    orderId: row.order_id,
    storeId: row.store_id,
    storeName: row.store_name,
    description: row.description,
    status: row.status,
    buyer: { id: row.buyer_id, name: row.buyer_name },
    response: row.response,
    createdAt: row.created_at.toISOString(),
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    acknowledgeBy: clocks.acknowledgeBy.toISOString(),
    resolveBy: clocks.resolveBy.toISOString(),
    ackOverdue: clocks.ackOverdue,
    resolveOverdue: clocks.resolveOverdue,
    handledBy: row.handled_by_id ? { id: row.handled_by_id, name: row.handled_by_name ?? '' } : null,
  };
}
