import { BROADCAST_DATES_TEXT, BROADCAST_DEFAULT_VALIDITY_DAYS } from '@haat/contracts';
import { badRequest } from '@haat/server-kit';

const DAY_MS = 24 * 3600 * 1000;

export const defaultValidUntil = (validFrom: Date) => new Date(validFrom.getTime() + BROADCAST_DEFAULT_VALIDITY_DAYS * DAY_MS);

/** validUntil strictly after validFrom, else the 400 the spec's clients show. */
export function assertValidWindow(validFrom: Date, validUntil: Date): void {
  if (validUntil.getTime() <= validFrom.getTime()) throw badRequest(BROADCAST_DATES_TEXT, 'The offer must end after it starts.');
}
