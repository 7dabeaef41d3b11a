import { REPORT_TEXTS, type ReportType } from '@haat/contracts/report-rules';

export { REPORT_REASONS, type ReportType } from '@haat/contracts/report-rules';
export const REASON_REQUIRED_TEXT = REPORT_TEXTS.reasonRequired;
export const ALREADY_REPORTED_TEXT = REPORT_TEXTS.alreadyReported;

/** Spec §8: the store header and the review report speak of the community; the generic dialog of the team. */
export function reportTexts(type: ReportType): { success: string; failure: string | null } {
  if (type === 'broadcast') return { success: REPORT_TEXTS.submittedToTeam, failure: null };
  return { success: REPORT_TEXTS.submittedToCommunity, failure: REPORT_TEXTS.failedCommunity };
}

/** The text of a failed report: a fixed one where the spec has it, else the server's, else the default. */
export function reportFailureText(type: ReportType, serverText: string | undefined): string {
  return reportTexts(type).failure ?? serverText ?? REPORT_TEXTS.failedGeneric;
}

export const isAlreadyReported = (text: string | undefined): boolean => !!text && text.includes('You have already reported this item');
