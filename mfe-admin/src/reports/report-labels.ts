import { REPORT_REASONS, type ReportType } from '@haat/contracts/report-rules';
import type { ReportSort } from '@haat/contracts/moderation-rules';
import type { Translate } from '@haat/web-kit';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/**
 * The reports pages' words: the console's shared ones (statuses, actions) and their own. The
 * server's values (types, reasons, sorts) stay English in the code and the address; these say them.
 */
export const reportMessages = { ...commonMessages, ...messages };
export type ReportT = Translate<typeof reportMessages>;

export const REPORT_SORT_LABEL: Record<ReportSort, keyof typeof messages> = {
  newest: 'reports.sortNewest',
  oldest: 'reports.sortOldest',
  reporters: 'reports.sortReporters',
};

export const REPORT_TYPE_LABEL: Record<ReportType, keyof typeof messages> = {
  store: 'reports.typeStore',
  broadcast: 'reports.typeBroadcast',
  review: 'reports.typeReview',
};

type ReportReason = (typeof REPORT_REASONS)[ReportType][number];

/** Every reason of contracts' REPORT_REASONS (spec §5), as the buyer chose it, and its words. */
export const REPORT_REASON_LABEL: Record<ReportReason, keyof typeof messages> = {
  'Inappropriate content': 'reports.reasonInappropriateContent',
  'Fraudulent business': 'reports.reasonFraudulentBusiness',
  'Poor service quality': 'reports.reasonPoorService',
  'Misleading information': 'reports.reasonMisleading',
  'Spam or fake store': 'reports.reasonSpamStore',
  'Spam or promotional abuse': 'reports.reasonSpamPromotion',
  'False advertising': 'reports.reasonFalseAdvertising',
  'Offensive material': 'reports.reasonOffensive',
  'Copyright violation': 'reports.reasonCopyright',
  'Fake review': 'reports.reasonFakeReview',
  'Inappropriate language': 'reports.reasonInappropriateLanguage',
  'Spam content': 'reports.reasonSpamContent',
  'Personal information shared': 'reports.reasonPersonalInformation',
  'Not relevant to product/service': 'reports.reasonNotRelevant',
  Other: 'reports.reasonOther',
};

/** A report's reason in the words of the language shown; one the console does not know, as it came. */
export function reasonText(reason: string, t: ReportT): string {
  const label = REPORT_REASON_LABEL[reason as ReportReason];
  return label ? t(label) : reason;
}

/** A report type's name; an unknown one as it came. */
export const reportTypeText = (type: ReportType, t: ReportT): string => (REPORT_TYPE_LABEL[type] ? t(REPORT_TYPE_LABEL[type]) : type);
