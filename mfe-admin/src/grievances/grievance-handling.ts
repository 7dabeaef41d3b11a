import type { Grievance } from '@haat/contracts';
import { nextGrievanceStatuses, type GrievanceStatus } from '@haat/contracts/grievance-rules';
import { deadlineClock, type DeadlineClock } from '../common/deadline-clock.ts';

/**
 * A grievance's two clocks (Consumer Protection (E-Commerce) Rules 2020): acknowledged within 48
 * hours, resolved within 30 days. Resolving or rejecting also answers the first one, when no
 * acknowledgement came before.
 */
export function grievanceClocks(g: Pick<Grievance, 'acknowledgeBy' | 'resolveBy' | 'acknowledgedAt' | 'resolvedAt'>, now: number): { acknowledge: DeadlineClock; resolve: DeadlineClock } {
  return {
    acknowledge: deadlineClock({ due: g.acknowledgeBy, doneAt: g.acknowledgedAt ?? g.resolvedAt, now }),
    resolve: deadlineClock({ due: g.resolveBy, doneAt: g.resolvedAt, now }),
  };
}

/** One button of the grievance page: the status it moves to, and whether the buyer must be given a response. */
export type GrievanceMove = { to: Exclude<GrievanceStatus, 'Open'>; label: string; responseRequired: boolean; effect: string };

const ACKNOWLEDGE: GrievanceMove = { to: 'Acknowledged', label: 'Acknowledge', responseRequired: false, effect: 'The buyer is told their complaint is being looked into; the 48-hour clock stops.' };
const RESOLVE: GrievanceMove = { to: 'Resolved', label: 'Resolve', responseRequired: true, effect: 'The complaint is closed as resolved; the buyer reads your response.' };
const REJECT: GrievanceMove = { to: 'Rejected', label: 'Reject', responseRequired: true, effect: 'The complaint is closed without action; the buyer reads your reason.' };

const MOVES: Record<GrievanceMove['to'], GrievanceMove> = { Acknowledged: ACKNOWLEDGE, Resolved: RESOLVE, Rejected: REJECT };

/** The moves contracts' nextGrievanceStatuses allows, as buttons: Open → Acknowledged → Resolved or Rejected (or straight to either). */
export function grievanceMoves(status: GrievanceStatus): GrievanceMove[] {
  return (nextGrievanceStatuses[status] ?? []).flatMap((to) => (to === 'Open' ? [] : [MOVES[to]]));
}
