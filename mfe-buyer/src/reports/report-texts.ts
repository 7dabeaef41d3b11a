import { REPORT_TEXTS, type ReportType } from '@haat/contracts/report-rules';

/**
 * Spec §8: the store header and the review report thank the community and have a fixed failure
 * text; the generic dialog (an offer) speaks of the team and shows the server's error.
 */
export function reportTexts(type: ReportType): { success: string; failure: string | null } {
  if (type === 'broadcast') return { success: REPORT_TEXTS.submittedToTeam, failure: null };
  return { success: REPORT_TEXTS.submittedToCommunity, failure: REPORT_TEXTS.failedCommunity };
}

/** The text of a failed report: the fixed one where the spec has it, else the server's, else the default. */
export function reportFailureText(type: ReportType, serverText: string | undefined): string {
  return reportTexts(type).failure ?? serverText ?? REPORT_TEXTS.failedGeneric;
}

/** Spec §8: any error containing this is shown as the info 'You have already reported this item.'. */
export const isAlreadyReported = (text: string | undefined): boolean => !!text && text.includes('You have already reported this item');

/** Spec §5: a visitor is asked to log in; stores and offers share the stores text. */
export const loginToReportText = (type: ReportType): string => (type === 'review' ? REPORT_TEXTS.loginForReviews : REPORT_TEXTS.loginForStores);
