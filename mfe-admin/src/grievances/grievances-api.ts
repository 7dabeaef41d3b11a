import { api } from '@haat/web-kit';
import type { ApiSuccess, Grievance, GrievanceList } from '@haat/contracts';
import type { GrievanceStatus } from '@haat/contracts/grievance-rules';
import { pagedOf, type Paged } from '../common/paged.ts';

export type GrievancesQuery = { status?: GrievanceStatus; overdue: boolean; page: number };
export const GRIEVANCES_PAGE_SIZE = 20;

/** GET /admin/grievances?status=&overdue=true&page=&limit=: oldest first, each with both clocks. */
export async function fetchGrievances({ status, overdue, page }: GrievancesQuery, signal?: AbortSignal, limit = GRIEVANCES_PAGE_SIZE): Promise<Paged<Grievance>> {
  const reply = await api.get<GrievanceList>('/admin/grievances', { query: { status, overdue: overdue ? 'true' : undefined, page, limit }, signal });
  return pagedOf(reply);
}

/** GET /grievances/:ticketNumber (the buyer's or a superadmin's). */
export async function fetchGrievance(ticketNumber: string, signal?: AbortSignal): Promise<Grievance> {
  return (await api.get<ApiSuccess<Grievance>>(`/grievances/${encodeURIComponent(ticketNumber)}`, { signal })).data;
}

/** PUT /admin/grievances/:id {status, response}: the response is told to the buyer; 409 for a move its status does not allow. */
export async function updateGrievance(id: string, body: { status: Exclude<GrievanceStatus, 'Open'>; response: string }): Promise<Grievance> {
  return (await api.put<ApiSuccess<Grievance>>(`/admin/grievances/${encodeURIComponent(id)}`, body, { retry: false })).data;
}
