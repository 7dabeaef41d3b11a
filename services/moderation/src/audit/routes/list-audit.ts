import type { Context } from 'hono';
import { listAuditQuerySchema, type AuditList } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { pageInfo } from '../../paging.ts';
import { listAudit } from '../audit-repository.ts';

/**
 * GET /api/moderation/audit?targetType=&targetId=&adminId=&page=&limit= (superadmin): the audit log,
 * newest first, of one item (targetType and targetId), one admin (adminId), or everything.
 */
export function listAuditEntries({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const { targetType, targetId, adminId, page, limit } = readQuery(c, listAuditQuerySchema);
    const { entries, total } = await listAudit(db, { targetType, targetId, adminId }, { limit, offset: (page - 1) * limit });
    const reply: AuditList = { success: true, data: entries, pagination: pageInfo(total, page, limit) };
    return c.json(reply);
  };
}
