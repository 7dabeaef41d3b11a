import { conflict } from '@haat/server-kit';

/** An offer the admin team deactivated cannot be switched on again by its seller (or anyone): that would undo the moderation. */
export function assertNotDeactivatedByAdmin(row: { deactivated_by_admin_at: Date | null; deactivated_reason: string }): void {
  if (row.deactivated_by_admin_at === null) return;
  const because = row.deactivated_reason ? ` Reason: ${row.deactivated_reason}` : '';
  throw conflict('This offer was deactivated by the Haat team and cannot be activated again', `This offer was deactivated by the Haat team and cannot be activated again.${because}`);
}

/** A store the admin team closed is reopened only by a moderation action (reopen_store), not by the status switch. */
export function assertNotClosedByAdmin(row: { closed_at: Date | null }): void {
  if (row.closed_at !== null) throw conflict('This store was closed by the Haat team', 'Reopen it from the moderation console (Reopen store).');
}
