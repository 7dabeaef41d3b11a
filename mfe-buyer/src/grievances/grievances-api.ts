import { api } from '@haat/web-kit';
import type { ApiSuccess, Grievance, GrievanceList, GrievanceOfficer } from '@haat/contracts';
import type { GrievanceBody } from './grievance-form-state.ts';

export type { Grievance, GrievanceOfficer };

/** GET /grievances/officer (public): the grievance officer /contact-us publishes. */
export async function fetchGrievanceOfficer(signal?: AbortSignal): Promise<GrievanceOfficer> {
  return (await api.get<ApiSuccess<GrievanceOfficer>>('/grievances/officer', { signal })).data;
}

/** GET /grievances/mine: the buyer's complaints, newest first. */
export function fetchMyGrievances(page: number, signal?: AbortSignal): Promise<GrievanceList> {
  return api.get<GrievanceList>('/grievances/mine', { query: { page, limit: 20 }, signal });
}

/** POST /grievances → the complaint and the server's 'Your complaint has been registered. Ticket number: …'. Filed once, never retried. */
export async function fileGrievance(body: GrievanceBody): Promise<{ grievance: Grievance; message: string }> {
  const reply = await api.post<ApiSuccess<Grievance, { message: string }>>('/grievances', body, { retry: false });
  return { grievance: reply.data, message: reply.message };
}
