import type { ModerationAction } from '@haat/contracts';
import type { ModerationActionRow } from './actions.table.ts';

export const toModerationAction = (row: ModerationActionRow): ModerationAction => ({
  id: row.id,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  reason: row.reason,
  reportId: row.report_id,
  admin: { id: row.admin_id, name: row.admin_name },
  createdAt: row.created_at.toISOString(),
});
