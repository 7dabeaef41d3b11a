import { api } from '@haat/web-kit';
import { reportRequestBody, type ReportInput } from './report-request.ts';

/** POST /reports: a store, an offer (broadcast) or a review, with up to 5 pictures. Never retried: a report is filed once. */
export async function submitReport(input: ReportInput): Promise<void> {
  await api.post('/reports', reportRequestBody(input), { retry: false });
}
