// What a report is, zod-free: the buyer's report dialog (mfe-buyer), the admin console (mfe-admin),
// catalog's review reports and the moderation service share it (`@haat/contracts/report-rules`).

/** What can be reported (spec §3 'Report'). */
export const reportTypes = ['store', 'broadcast', 'review'] as const;
export type ReportType = (typeof reportTypes)[number];

/** Spec §5 'Report reasons', per kind of item. */
export const REPORT_REASONS = {
  store: ['Inappropriate content', 'Fraudulent business', 'Poor service quality', 'Misleading information', 'Spam or fake store', 'Other'],
  broadcast: ['Inappropriate content', 'Spam or promotional abuse', 'False advertising', 'Offensive material', 'Copyright violation', 'Other'],
  review: ['Fake review', 'Inappropriate language', 'Spam content', 'Personal information shared', 'Not relevant to product/service', 'Other'],
} as const satisfies Record<ReportType, readonly string[]>;

/** Spec §5 and §9: at most 5 images a report. */
export const MAX_REPORT_IMAGES = 5;

/**
 * A report's statuses (the spec leaves them to us; docs/decisions/0097-report-statuses.md): Pending
 * until someone on the admin team picks it up, Reviewing while they look, then Resolved (acted on)
 * or Dismissed (nothing wrong). A closed report may be reopened to Reviewing.
 */
export const reportStatuses = ['Pending', 'Reviewing', 'Resolved', 'Dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const nextReportStatuses: Record<ReportStatus, readonly ReportStatus[]> = {
  Pending: ['Reviewing', 'Resolved', 'Dismissed'],
  Reviewing: ['Resolved', 'Dismissed'],
  Resolved: ['Reviewing'],
  Dismissed: ['Reviewing'],
};

/** Spec §5 and §8. The store header and the review report thank the community; the generic dialog speaks of the team. */
export const REPORT_TEXTS = {
  reasonRequired: 'Please select a reason for the report.',
  tooManyImages: `You can upload a maximum of ${MAX_REPORT_IMAGES} images`,
  alreadyReported: 'You have already reported this item.',
  ownReview: 'You cannot report your own review',
  loginForStores: 'Please login to report stores',
  loginForReviews: 'Please login to report reviews',
  submittedToTeam: 'Report submitted successfully. Our team will review it shortly.',
  submittedToCommunity: 'Report submitted successfully. Thank you for helping keep our community safe.',
  failedGeneric: 'Failed to submit report.',
  failedCommunity: 'Error submitting report. Please try again.',
} as const;

/** Whether `reason` is one of the type's reasons. */
export function isReportReason(type: ReportType, reason: string): boolean {
  return (REPORT_REASONS[type] as readonly string[]).includes(reason);
}
