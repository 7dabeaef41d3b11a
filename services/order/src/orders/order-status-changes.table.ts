import type { Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus, Role } from '@haat/contracts';

/** Who moved an order: the role of the person who did it, or 'system' (backfilled, seeded). */
export type StatusChangedBy = Role | 'system';

/** One change of an order's status, written with the change itself (order-status-history.ts). */
export type OrderStatusChangesTable = {
  id: Generated<string>;
  order_id: string;
  status: OrderStatus;
  changed_at: Date;
  changed_by: StatusChangedBy;
};
export type OrderStatusChangeRow = Selectable<OrderStatusChangesTable>;
export type NewOrderStatusChangeRow = Insertable<OrderStatusChangesTable>;
