import type { ModerationActionName } from '@haat/contracts';

/**
 * Whether an action puts its restriction in force (true: hide, deactivate, close, ban) or lifts it
 * (false: restore, reopen, unban). A restriction already in force cannot be put again, nor one
 * not in force be lifted (409). null: a warning, which restricts nothing and may be given again.
 */
export const restrictsTarget: Record<ModerationActionName, boolean | null> = {
  hide_review: true,
  restore_review: false,
  deactivate_broadcast: true,
  close_store: true,
  reopen_store: false,
  ban_user: true,
  unban_user: false,
  warn_user: null,
};
