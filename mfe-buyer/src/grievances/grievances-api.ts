import { api } from '@haat/web-kit';
import type { Grievance, GrievanceOfficer } from '@haat/contracts';
import { readBuyerGrievance, readBuyerGrievances, readGrievanceOfficer, type BuyerGrievancePage } from '@haat/contracts/buyer-grievance-reply';
import { replyData, replyMessage } from '@haat/contracts/reply-fields';
import type { GrievanceBody } from './grievance-form-state.ts';

export type { Grievance, GrievanceOfficer };

/** GET /grievances/officer (public): the grievance officer /contact-us publishes. */
export async function fetchGrievanceOfficer(signal?: AbortSignal): Promise<GrievanceOfficer> {
  return readGrievanceOfficer(replyData(await api.get<unknown>('/grievances/officer', { signal })));
}

/** GET /grievances/mine: the buyer's complaints, newest first. */
export async function fetchMyGrievances(page: number, signal?: AbortSignal): Promise<BuyerGrievancePage> {
  return readBuyerGrievances(await api.get<unknown>('/grievances/mine', { query: { page, limit: 20 }, signal }), page);
}

/** POST /grievances → the complaint and the server's 'Your complaint has been registered. Ticket number: …'. Filed once, never retried. */
export async function fileGrievance(body: GrievanceBody): Promise<{ grievance: Grievance; message: string }> {
  const reply = await api.post<unknown>('/grievances', body, { retry: false });
  const grievance = readBuyerGrievance(replyData(reply));
  if (!grievance) throw new Error('The reply has no complaint');
  return { grievance, message: replyMessage(reply) ?? '' };
}
