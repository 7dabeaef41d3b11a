import { api } from '@haat/web-kit';
import type { Grievance } from '@haat/contracts';
import { readGrievance, readGrievances } from '@haat/contracts/grievance-reply';
import type { GrievanceStatus } from '@haat/contracts/grievance-rules';
import { replyData } from '@haat/contracts/reply-fields';
import { readPaged, type Paged } from '../common/paged.ts';

export type GrievancesQuery = { status?: GrievanceStatus; overdue: boolean; page: number };
export const GRIEVANCES_PAGE_SIZE = 20;

/** GET /admin/grievances?status=&overdue=true&page=&limit=: oldest first, each with both clocks. */
export async function fetchGrievances({ status, overdue, page }: GrievancesQuery, signal?: AbortSignal, limit = GRIEVANCES_PAGE_SIZE): Promise<Paged<Grievance>> {
  const reply = await api.get<unknown>('/admin/grievances', { query: { status, overdue: overdue ? 'true' : undefined, page, limit }, signal });
  return readPaged(reply, readGrievances);
}

/** GET /grievances/:ticketNumber (the buyer's or a superadmin's). */
export async function fetchGrievance(ticketNumber: string, signal?: AbortSignal): Promise<Grievance> {
  const reply = await api.get<unknown>(`/grievances/${encodeURIComponent(ticketNumber)}`, { signal });
  return readGrievance(replyData(reply));
}

/** PUT /admin/grievances/:id {status, response}: the response is told to the buyer; 409 for a move its status does not allow. */
export async function updateGrievance(id: string, body: { status: Exclude<GrievanceStatus, 'Open'>; response: string }): Promise<Grievance> {
  const reply = await api.put<unknown>(`/admin/grievances/${encodeURIComponent(id)}`, body, { retry: false });
  return readGrievance(replyData(reply));
}
