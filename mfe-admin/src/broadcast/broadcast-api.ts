import { api } from '@haat/web-kit';
import type { AdminBroadcast, ApiSuccess, PageInfo } from '@haat/contracts';
import { pagedOf, type Paged } from '../common/paged.ts';

export const BROADCASTS_PAGE_SIZE = 20;

/** GET /admin/broadcasts?page=&limit=: newest first, with how many buyers each has told so far. */
export async function fetchAdminBroadcasts(page: number, signal?: AbortSignal): Promise<Paged<AdminBroadcast>> {
  const reply = await api.get<ApiSuccess<AdminBroadcast[], { pagination: PageInfo }>>('/admin/broadcasts', { query: { page, limit: BROADCASTS_PAGE_SIZE }, signal });
  return pagedOf(reply);
}

/** POST /admin/broadcasts {city, title, message}: 202, the buyers are told by a background job. */
export async function sendAdminBroadcast(body: { city: string; title: string; message: string }): Promise<AdminBroadcast> {
  return (await api.post<ApiSuccess<AdminBroadcast>>('/admin/broadcasts', body, { retry: false })).data;
}
