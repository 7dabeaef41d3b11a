// The moderation calls' names, labels, limits and texts, zod-free for the admin console
// (`@haat/contracts/moderation-rules`); moderation.ts re-exports them beside its schemas.

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 500;

export const MODERATION_TEXTS = {
  unknownReason: 'Please select a valid reason for the report.',
  unknownType: 'Report type must be store, broadcast or review',
  itemNotFound: 'The reported item was not found',
  itemRequired: 'Please say which item you are reporting (reportedItem)',
  ownStore: 'You cannot report your own store',
  reportNotFound: 'Report not found',
  reasonRequired: 'Please give a reason',
  alreadyApplied: 'This action has already been taken on this item',
  notApplied: 'There is nothing to undo: this action is not in force',
} as const;

/** The report queue's orders: newest first, oldest first, most reporters first. */
export const reportSorts = ['newest', 'oldest', 'reporters'] as const;
export type ReportSort = (typeof reportSorts)[number];

/**
 * What the admin team can do to an item; each becomes a `moderation.action_taken` event its owning
 * service applies. `warn_user` changes nothing: the person is told the reason (notification) and it is audited.
 */
export const moderationActions = ['hide_review', 'restore_review', 'deactivate_broadcast', 'close_store', 'reopen_store', 'ban_user', 'unban_user', 'warn_user'] as const;
export type ModerationActionName = (typeof moderationActions)[number];
export const moderationTargetTypes = ['review', 'broadcast', 'store', 'user'] as const;
export type ModerationTargetType = (typeof moderationTargetTypes)[number];

export const targetTypeOfAction: Record<ModerationActionName, ModerationTargetType> = {
  hide_review: 'review', restore_review: 'review',
  deactivate_broadcast: 'broadcast',
  close_store: 'store', reopen_store: 'store',
  ban_user: 'user', unban_user: 'user', warn_user: 'user',
};

/** The console's button labels. */
export const MODERATION_ACTION_LABELS: Record<ModerationActionName, string> = {
  hide_review: 'Hide review', restore_review: 'Restore review',
  deactivate_broadcast: 'Deactivate offer',
  close_store: 'Close store', reopen_store: 'Reopen store',
  ban_user: 'Ban user', unban_user: 'Unban user', warn_user: 'Warn user',
};
