/**
 * Reading the buyer's grievance replies (their complaints, the grievance officer). Apart from
 * grievance.ts so the browser can import it without zod (`@haat/contracts/buyer-grievance-reply`).
 */
import type { Grievance, GrievanceOfficer } from './grievance.ts';
import type { PageInfo } from './envelope.ts';
import { readGrievance } from './grievance-reply.ts';
import { asRecord } from './reply-fields.ts';
import { readTextOrNull } from './reply-values.ts';
import { readPageInfo } from './page-info-reply.ts';

/** One complaint (GET /grievances/mine's entries, POST /grievances's `data`); null without an id or a ticket number. */
export function readBuyerGrievance(value: unknown): Grievance | null {
  const grievance = readGrievance(value);
  return grievance.id && grievance.ticketNumber ? grievance : null;
}

/** A page of the buyer's complaints: the readable ones and the page counters. */
export type BuyerGrievancePage = { grievances: Grievance[]; pagination: PageInfo };

/** GET /grievances/mine's whole reply (`data` and `pagination`); a reply without counters is one page of what it holds. */
export function readBuyerGrievances(reply: unknown, page: number): BuyerGrievancePage {
  const list = asRecord(reply)['data'];
  const grievances = (Array.isArray(list) ? list : []).map(readBuyerGrievance).filter((g): g is Grievance => g !== null);
  const onePage = { totalCount: grievances.length, currentPage: page, totalPages: page, hasNextPage: false };
  return { grievances, pagination: readPageInfo(asRecord(reply)['pagination'], onePage) };
}

/** GET /grievances/officer's `data`: each detail, or null where it is not configured (never a placeholder). */
export function readGrievanceOfficer(value: unknown): GrievanceOfficer {
  const o = asRecord(value);
  return {
    name: readTextOrNull(o['name']),
    designation: readTextOrNull(o['designation']),
    email: readTextOrNull(o['email']),
    phone: readTextOrNull(o['phone']),
    address: readTextOrNull(o['address']),
    hours: readTextOrNull(o['hours']),
  };
}
