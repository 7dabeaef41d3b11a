import { api } from '@haat/web-kit';
import type { AdminOrderStats, VerificationQueue } from '@haat/contracts';
import { readAdminOrderStats, readPaginationTotal, readUsersPageInfo, readVerificationSummary } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';

// The overview's figures, each from the call that owns it, asked for one row (or none) where only a count is wanted.

/** GET /admin/verifications?status=pending&limit=1 → the summary of every pending request. */
export async function fetchVerificationSummary(signal?: AbortSignal): Promise<VerificationQueue['summary']> {
  return readVerificationSummary(await api.get<unknown>('/admin/verifications', { query: { status: 'pending', limit: 1 }, signal }));
}

/** GET /users?limit=1 → how many accounts (identity puts the count beside `data`). */
export async function fetchUserCount(signal?: AbortSignal): Promise<number> {
  return readUsersPageInfo(await api.get<unknown>('/users', { query: { limit: 1 }, signal })).totalCount;
}

/** GET /admin/stores?limit=1 → how many stores. */
export async function fetchStoreCount(signal?: AbortSignal): Promise<number> {
  return readPaginationTotal(await api.get<unknown>('/admin/stores', { query: { limit: 1 }, signal }));
}

/** GET /admin/orders/stats → orders today, in 7 days, in all. */
export async function fetchOrderStats(signal?: AbortSignal): Promise<AdminOrderStats> {
  const reply = await api.get<unknown>('/admin/orders/stats', { signal });
  return readAdminOrderStats(replyData(reply));
}

/** GET /admin/grievances?overdue=true&limit=1 → how many grievances are past a clock. */
export async function fetchOverdueGrievanceCount(signal?: AbortSignal): Promise<number> {
  return readPaginationTotal(await api.get<unknown>('/admin/grievances', { query: { overdue: 'true', limit: 1 }, signal }));
}
