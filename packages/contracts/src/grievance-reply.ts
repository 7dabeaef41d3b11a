/**
 * Reading a grievance out of the moderation service's replies. Apart from grievance.ts so the
 * browser can import it without zod (`@haat/contracts/grievance-reply`).
 */
import type { Grievance } from './grievance.ts';
import { grievanceStatuses, grievanceSubjects } from './grievance-rules.ts';
import { readActor, readActorOrNull } from './actor-reply.ts';
import { asRecord, idOf, readText } from './reply-fields.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';

/** A grievance (a reply's `data`, or one entry of a page); both clocks count as not overdue unless the reply says so. */
export function readGrievance(value: unknown): Grievance {
  const g = asRecord(value);
  return {
    id: idOf(g),
    ticketNumber: readText(g['ticketNumber']),
    subject: readOneOf(grievanceSubjects, g['subject'], 'other'),
    category: readText(g['category']),
    orderId: readTextOrNull(g['orderId']),
    storeId: readTextOrNull(g['storeId']),
    storeName: readText(g['storeName']),
    description: readText(g['description']),
    status: readOneOf(grievanceStatuses, g['status'], 'Open'),
    buyer: readActor(g['buyer']),
    response: readText(g['response']),
    createdAt: readText(g['createdAt']),
    acknowledgedAt: readTextOrNull(g['acknowledgedAt']),
    resolvedAt: readTextOrNull(g['resolvedAt']),
    acknowledgeBy: readText(g['acknowledgeBy']),
    resolveBy: readText(g['resolveBy']),
    ackOverdue: g['ackOverdue'] === true,
    resolveOverdue: g['resolveOverdue'] === true,
    handledBy: readActorOrNull(g['handledBy']),
  };
}

/** The grievances of a page's `data`; [] when it is no list. */
export const readGrievances = (value: unknown): Grievance[] => (Array.isArray(value) ? value.map(readGrievance) : []);
