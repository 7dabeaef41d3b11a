import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS, type GrievanceStatus } from '@haat/contracts';

// The two clocks of the Consumer Protection (E-Commerce) Rules, 2020, rule 4(4): acknowledge within
// 48 hours, resolve within one month (30 days) of receipt. Computed when read, never stored, so
// "overdue" is always as of now.

const HOUR_MS = 3_600_000;
const ACK_MS = GRIEVANCE_ACK_HOURS * HOUR_MS;
const RESOLVE_MS = GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS;

export type GrievanceClocks = { acknowledgeBy: Date; resolveBy: Date; ackOverdue: boolean; resolveOverdue: boolean };

export function grievanceClocks(createdAt: Date, status: GrievanceStatus, now: Date): GrievanceClocks {
  const acknowledgeBy = new Date(createdAt.getTime() + ACK_MS);
  const resolveBy = new Date(createdAt.getTime() + RESOLVE_MS);
  return {
    acknowledgeBy,
    resolveBy,
    ackOverdue: status === 'Open' && now > acknowledgeBy,
    resolveOverdue: (status === 'Open' || status === 'Acknowledged') && now > resolveBy,
  };
}

/** Filed before `ackBefore`: its 48 hours are up; before `resolveBefore`: its month is. */
export const clockCutoffs = (now: Date) => ({ ackBefore: new Date(now.getTime() - ACK_MS), resolveBefore: new Date(now.getTime() - RESOLVE_MS) });
