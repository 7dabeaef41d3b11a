import type { StoreLiveStatus } from '@haat/contracts';
import { withinBusinessHours } from './business-hours.ts';

export { kolkataClock } from './business-hours.ts';

/**
 * Operational: on the marketplace and not closed by its seller. Open: operational and, when it has
 * business hours, inside them now in Asia/Kolkata. Hours that cannot be read (written before they
 * were checked) never close a store.
 */
export function liveStatus(store: { isActive: boolean; isOpen: boolean; businessHours: string }, at: Date): StoreLiveStatus {
  const isOperational = store.isActive && store.isOpen;
  return { isOpen: isOperational && withinBusinessHours(store.businessHours, at), isOperational, timestamp: at.toISOString() };
}
