import { api } from '@haat/web-kit';
import type { AuditEntry, AuditList } from '@haat/contracts';
import { pagedOf, type Paged } from '../common/paged.ts';

export type AuditQuery = { targetType?: AuditEntry['targetType']; targetId?: string; adminId?: string; page?: number; limit?: number };

/** GET /moderation/audit?targetType=&targetId=&adminId=&page=&limit=: newest first. */
export async function fetchAudit(query: AuditQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const reply = await api.get<AuditList>('/moderation/audit', { query: { ...query }, signal });
  return pagedOf(reply);
}
