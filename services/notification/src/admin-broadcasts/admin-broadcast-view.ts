import type { AdminBroadcast } from '@haat/contracts';
import type { AdminBroadcastRow } from './admin-broadcasts.table.ts';

export const toAdminBroadcast = (row: AdminBroadcastRow): AdminBroadcast => ({
  id: row.id,
  city: row.city,
  title: row.title,
  message: row.message,
  sentBy: { id: row.sent_by_id, name: row.sent_by_name },
  recipients: row.recipients,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});
