import { api } from '@haat/web-kit';
import type { AdminBroadcast } from '@haat/contracts';
import { readAdminBroadcast, readAdminBroadcasts } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';
import { readPaged, type Paged } from '../common/paged.ts';

export const BROADCASTS_PAGE_SIZE = 20;

/** GET /admin/broadcasts?page=&limit=: newest first, with how many buyers each has told so far. */
export async function fetchAdminBroadcasts(page: number, signal?: AbortSignal): Promise<Paged<AdminBroadcast>> {
  const reply = await api.get<unknown>('/admin/broadcasts', { query: { page, limit: BROADCASTS_PAGE_SIZE }, signal });
  return readPaged(reply, readAdminBroadcasts);
}

/** POST /admin/broadcasts {city, title, message}: 202, the buyers are told by a background job. */
export async function sendAdminBroadcast(body: { city: string; title: string; message: string }): Promise<AdminBroadcast> {
  const reply = await api.post<unknown>('/admin/broadcasts', body, { retry: false });
  return readAdminBroadcast(replyData(reply));
}
