import { api } from '@haat/web-kit';
import type { ApiSuccess, PageInfo, Role, SessionUser } from '@haat/contracts';
import type { Paged } from '../common/paged.ts';

/** An account as identity's admin calls answer it (services/identity/src/accounts/admin/admin-user.ts). */
export type AdminUser = SessionUser & { createdAt: string; updatedAt: string };

export type UsersQuery = { search?: string; role?: Role; page: number; limit?: number };

export const USERS_PAGE_SIZE = 20;

/** GET /users?search=&role=&page=&limit=: newest first; the paging fields sit beside `data`. */
export async function fetchUsers({ search, role, page, limit = USERS_PAGE_SIZE }: UsersQuery, signal?: AbortSignal): Promise<Paged<AdminUser>> {
  const reply = await api.get<ApiSuccess<AdminUser[], PageInfo>>('/users', { query: { search, role, page, limit }, signal });
  const { totalCount, currentPage, totalPages, hasNextPage } = reply;
  return { items: Array.isArray(reply.data) ? reply.data : [], info: { totalCount, currentPage, totalPages, hasNextPage } };
}

/** GET /users/:id */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return (await api.get<ApiSuccess<AdminUser>>(`/users/${encodeURIComponent(id)}`, { signal })).data;
}

/**
 * PUT /users/:id {isBanned, banReason}: a ban signs the account out at once and its reason is shown
 * to the user; an unban drops the reason (identity keeps none).
 */
export async function setUserBan(id: string, ban: { isBanned: true; banReason: string } | { isBanned: false }): Promise<AdminUser> {
  return (await api.put<ApiSuccess<AdminUser>>(`/users/${encodeURIComponent(id)}`, ban, { retry: false })).data;
}
