import { BROADCAST_DATES_TEXT, BROADCAST_DEFAULT_VALIDITY_DAYS, BROADCAST_MAX_VALIDITY_DAYS, BROADCAST_TOO_LONG_TEXT } from '@haat/contracts';
import { badRequest } from '@haat/server-kit';

const DAY_MS = 24 * 3600 * 1000;

export const defaultValidUntil = (validFrom: Date) => new Date(validFrom.getTime() + BROADCAST_DEFAULT_VALIDITY_DAYS * DAY_MS);

/** validUntil strictly after validFrom and at most BROADCAST_MAX_VALIDITY_DAYS later, else the 400 the spec's clients show. */
export function assertValidWindow(validFrom: Date, validUntil: Date): void {
  if (validUntil.getTime() <= validFrom.getTime()) throw badRequest(BROADCAST_DATES_TEXT, 'The offer must end after it starts.');
  if (validUntil.getTime() - validFrom.getTime() > BROADCAST_MAX_VALIDITY_DAYS * DAY_MS) {
    throw badRequest(BROADCAST_TOO_LONG_TEXT, 'Choose an end date closer to the start.');
  }
}
