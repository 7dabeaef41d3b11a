import { formatDateTime, type Translate } from '@haat/web-kit';
import type { ModerationActionName } from '@haat/contracts/moderation-rules';
import type { ReportStatus } from '@haat/contracts/report-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * The console's shared words. Values the server sends and takes (actions, statuses) stay English in
 * the code; what is shown is looked up here, in the language shown.
 */
export type CommonT = Translate<typeof messages>;

/** The common texts outside a component (a toast, a pager's count): in the language shown now. */
export const commonT: CommonT = (id, values) => translate(messages, id, values);

/** The console's button label of each moderation action (contracts' MODERATION_ACTION_LABELS, in words of the language). */
export const ACTION_LABEL: Record<ModerationActionName, keyof typeof messages> = {
  hide_review: 'common.actionHideReview',
  restore_review: 'common.actionRestoreReview',
  deactivate_broadcast: 'common.actionDeactivateBroadcast',
  close_store: 'common.actionCloseStore',
  reopen_store: 'common.actionReopenStore',
  ban_user: 'common.actionBanUser',
  unban_user: 'common.actionUnbanUser',
  warn_user: 'common.actionWarnUser',
};

/** What each action does, said in the confirmation dialog before the admin gives the reason. */
export const ACTION_EFFECT: Record<ModerationActionName, keyof typeof messages> = {
  hide_review: 'common.effectHideReview',
  restore_review: 'common.effectRestoreReview',
  deactivate_broadcast: 'common.effectDeactivateBroadcast',
  close_store: 'common.effectCloseStore',
  reopen_store: 'common.effectReopenStore',
  ban_user: 'common.effectBanUser',
  unban_user: 'common.effectUnbanUser',
  warn_user: 'common.effectWarnUser',
};

export const REPORT_STATUS_LABEL: Record<ReportStatus, keyof typeof messages> = {
  Pending: 'common.reportStatusPending',
  Reviewing: 'common.reportStatusReviewing',
  Resolved: 'common.reportStatusResolved',
  Dismissed: 'common.reportStatusDismissed',
};

/** A report status as shown; one the console does not know, as it came. */
export const reportStatusText = (status: string, t: CommonT): string => {
  const label = REPORT_STATUS_LABEL[status as ReportStatus];
  return label ? t(label) : status;
};

/** A moment in India time as the console shows it, with " IST" for a title. */
export const istTitle = (value: string, t: CommonT): string => t('common.timeIst', { time: formatDateTime(value) });
