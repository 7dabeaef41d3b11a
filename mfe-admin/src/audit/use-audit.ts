import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAudit, type AuditQuery } from './audit-api.ts';

export const AUDIT_KEY = ['admin', 'audit'] as const;

export function useAudit(query: AuditQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...AUDIT_KEY, query], queryFn: ({ signal }) => fetchAudit(query, signal), placeholderData: keepPreviousData, enabled });
}
