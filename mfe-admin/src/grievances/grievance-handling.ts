import type { Grievance } from '@haat/contracts';
import { nextGrievanceStatuses, type GrievanceStatus } from '@haat/contracts/grievance-rules';
import { deadlineClock, type DeadlineClock } from '../common/deadline-clock.ts';
import type { GrievanceT } from './grievance-labels.ts';

/**
 * A grievance's two clocks (Consumer Protection (E-Commerce) Rules 2020): acknowledged within 48
 * hours, resolved within 30 days. Resolving or rejecting also answers the first one, when no
 * acknowledgement came before.
 */
export function grievanceClocks(g: Pick<Grievance, 'acknowledgeBy' | 'resolveBy' | 'acknowledgedAt' | 'resolvedAt'>, now: number, t: GrievanceT): { acknowledge: DeadlineClock; resolve: DeadlineClock } {
  return {
    acknowledge: deadlineClock({ due: g.acknowledgeBy, doneAt: g.acknowledgedAt ?? g.resolvedAt, now }, t),
    resolve: deadlineClock({ due: g.resolveBy, doneAt: g.resolvedAt, now }, t),
  };
}

/** One button of the grievance page: the status it moves to, and whether the buyer must be given a response. */
export type GrievanceMove = { to: Exclude<GrievanceStatus, 'Open'>; label: string; responseRequired: boolean; effect: string };

function moveTo(to: GrievanceMove['to'], t: GrievanceT): GrievanceMove {
  switch (to) {
    case 'Acknowledged':
      return { to, label: t('grievances.acknowledge'), responseRequired: false, effect: t('grievances.acknowledgeEffect') };
    case 'Resolved':
      return { to, label: t('grievances.resolve'), responseRequired: true, effect: t('grievances.resolveEffect') };
    case 'Rejected':
      return { to, label: t('grievances.reject'), responseRequired: true, effect: t('grievances.rejectEffect') };
  }
}

/** The moves contracts' nextGrievanceStatuses allows, as buttons in the language shown: Open → Acknowledged → Resolved or Rejected (or straight to either). */
export function grievanceMoves(status: GrievanceStatus, t: GrievanceT): GrievanceMove[] {
  return (nextGrievanceStatuses[status] ?? []).flatMap((to) => (to === 'Open' ? [] : [moveTo(to, t)]));
}
