import type { ReportInput } from './reviews-api.ts';

export type ReportType = ReportInput['reportType'];

/** Spec §5 'Report reasons', per kind of item. */
export const REPORT_REASONS: Record<ReportType, readonly string[]> = {
  store: ['Inappropriate content', 'Fraudulent business', 'Poor service quality', 'Misleading information', 'Spam or fake store', 'Other'],
  broadcast: ['Inappropriate content', 'Spam or promotional abuse', 'False advertising', 'Offensive material', 'Copyright violation', 'Other'],
  review: ['Fake review', 'Inappropriate language', 'Spam content', 'Personal information shared', 'Not relevant to product/service', 'Other'],
};

export const REASON_REQUIRED_TEXT = 'Please select a reason for the report.';
export const ALREADY_REPORTED_TEXT = 'You have already reported this item.';

/** Spec §8: the store header and the review report speak of the community; the generic dialog of the team. */
export function reportTexts(type: ReportType): { success: string; failure: string | null } {
  if (type === 'broadcast') return { success: 'Report submitted successfully. Our team will review it shortly.', failure: null };
  return { success: 'Report submitted successfully. Thank you for helping keep our community safe.', failure: 'Error submitting report. Please try again.' };
}

/** The text of a failed report: a fixed one where the spec has it, else the server's, else the default. */
export function reportFailureText(type: ReportType, serverText: string | undefined): string {
  return reportTexts(type).failure ?? serverText ?? 'Failed to submit report.';
}

export const isAlreadyReported = (text: string | undefined): boolean => !!text && text.includes('You have already reported this item');
