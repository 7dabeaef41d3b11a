import { api } from '@haat/web-kit';
import type { AdminUser, Role } from '@haat/contracts';
import { readAdminUser, readAdminUsers, readUsersPageInfo } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';
import type { Paged } from '../common/paged.ts';

export type UsersQuery = { search?: string; role?: Role; page: number; limit?: number };

export const USERS_PAGE_SIZE = 20;

/** GET /users?search=&role=&page=&limit=: newest first; the paging fields sit beside `data`. */
export async function fetchUsers({ search, role, page, limit = USERS_PAGE_SIZE }: UsersQuery, signal?: AbortSignal): Promise<Paged<AdminUser>> {
  const reply = await api.get<unknown>('/users', { query: { search, role, page, limit }, signal });
  return { items: readAdminUsers(replyData(reply)), info: readUsersPageInfo(reply) };
}

/** GET /users/:id */
export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const reply = await api.get<unknown>(`/users/${encodeURIComponent(id)}`, { signal });
  return readAdminUser(replyData(reply));
}

/**
 * PUT /users/:id {isBanned, banReason}: a ban signs the account out at once and its reason is shown
 * to the user; an unban drops the reason (identity keeps none).
 */
export async function setUserBan(id: string, ban: { isBanned: true; banReason: string } | { isBanned: false }): Promise<AdminUser> {
  const reply = await api.put<unknown>(`/users/${encodeURIComponent(id)}`, ban, { retry: false });
  return readAdminUser(replyData(reply));
}
