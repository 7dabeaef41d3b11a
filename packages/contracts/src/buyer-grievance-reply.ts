/**
 * Reading the buyer's grievance replies (their complaints, the grievance officer). Apart from
 * grievance.ts so the browser can import it without zod (`@haat/contracts/buyer-grievance-reply`).
 */
import type { Grievance, GrievanceOfficer } from './grievance.ts';
import { grievanceStatuses, grievanceSubjects } from './grievance-rules.ts';
import type { Actor } from './moderation.ts';
import type { PageInfo } from './envelope.ts';
import { asRecord, idOf, readPageInfo, readText } from './reply-fields.ts';

/** `value` when it is one of `known`, else `fallback`. */
const oneOf = <T extends string>(known: readonly T[], value: unknown, fallback: T): T =>
  (known as readonly unknown[]).includes(value) ? (value as T) : fallback;

const textOrNull = (value: unknown): string | null => readText(value) || null;

/** Who filed or handled it; null without an id. */
function readActor(value: unknown): Actor | null {
  const actor = asRecord(value);
  const id = idOf(actor);
  return id ? { id, name: readText(actor['name']) } : null;
}

/** One complaint (GET /grievances/mine's entries, POST /grievances's `data`); null without an id or a ticket number. */
export function readBuyerGrievance(value: unknown): Grievance | null {
  const g = asRecord(value);
  const id = idOf(g);
  const ticketNumber = readText(g['ticketNumber']);
  if (!id || !ticketNumber) return null;
  return {
    id,
    ticketNumber,
    subject: oneOf(grievanceSubjects, g['subject'], 'other'),
    category: readText(g['category']),
    orderId: textOrNull(g['orderId']),
    storeId: textOrNull(g['storeId']),
    storeName: readText(g['storeName']),
    // Not trimmed: the buyer's own lines.
    description: typeof g['description'] === 'string' ? g['description'] : '',
    status: oneOf(grievanceStatuses, g['status'], 'Open'),
    buyer: readActor(g['buyer']) ?? { id: '', name: '' },
    response: typeof g['response'] === 'string' ? g['response'] : '',
    createdAt: readText(g['createdAt']),
    acknowledgedAt: textOrNull(g['acknowledgedAt']),
    resolvedAt: textOrNull(g['resolvedAt']),
    acknowledgeBy: readText(g['acknowledgeBy']),
    resolveBy: readText(g['resolveBy']),
    ackOverdue: g['ackOverdue'] === true,
    resolveOverdue: g['resolveOverdue'] === true,
    handledBy: readActor(g['handledBy']),
  };
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
    name: textOrNull(o['name']),
    designation: textOrNull(o['designation']),
    email: textOrNull(o['email']),
    phone: textOrNull(o['phone']),
    address: textOrNull(o['address']),
    hours: textOrNull(o['hours']),
  };
}
