import { api } from '@haat/web-kit';
import type { AdminOrderStats, AdminStoreList, ApiSuccess, GrievanceList, PageInfo, VerificationQueue } from '@haat/contracts';

// The overview's figures, each from the call that owns it, asked for one row (or none) where only a count is wanted.

/** GET /admin/verifications?status=pending&limit=1 → the summary of every pending request. */
export async function fetchVerificationSummary(signal?: AbortSignal): Promise<VerificationQueue['summary']> {
  return (await api.get<VerificationQueue>('/admin/verifications', { query: { status: 'pending', limit: 1 }, signal })).summary;
}

/** GET /users?limit=1 → how many accounts (identity puts the count beside `data`). */
export async function fetchUserCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<ApiSuccess<unknown[], PageInfo>>('/users', { query: { limit: 1 }, signal })).totalCount;
}

/** GET /admin/stores?limit=1 → how many stores. */
export async function fetchStoreCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<AdminStoreList>('/admin/stores', { query: { limit: 1 }, signal })).pagination.totalCount;
}

/** GET /admin/orders/stats → orders today, in 7 days, in all. */
export async function fetchOrderStats(signal?: AbortSignal): Promise<AdminOrderStats> {
  return (await api.get<ApiSuccess<AdminOrderStats>>('/admin/orders/stats', { signal })).data;
}

/** GET /admin/grievances?overdue=true&limit=1 → how many grievances are past a clock. */
export async function fetchOverdueGrievanceCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<GrievanceList>('/admin/grievances', { query: { overdue: 'true', limit: 1 }, signal })).pagination.totalCount;
}
