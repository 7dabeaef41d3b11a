import { REPORT_REASONS, type ReportType } from '@haat/contracts/report-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type Text = keyof typeof messages;

/**
 * Spec §8: the store header and the review report thank the community and have a fixed failure
 * text; the generic dialog (an offer) speaks of the team and shows the server's error. The texts are
 * REPORT_TEXTS of @haat/contracts, in the visitor's language.
 */
export function reportTexts(type: ReportType): { success: string; failure: string | null } {
  if (type === 'broadcast') return { success: translate(messages, 'reports.submittedToTeam'), failure: null };
  return { success: translate(messages, 'reports.submittedToCommunity'), failure: translate(messages, 'reports.failedCommunity') };
}

/** The text of a failed report: the fixed one where the spec has it, else the server's, else the default. */
export function reportFailureText(type: ReportType, serverText: string | undefined): string {
  return reportTexts(type).failure ?? serverText ?? translate(messages, 'reports.failedGeneric');
}

/** Spec §8: any error containing this is shown as the info 'You have already reported this item.'. */
export const isAlreadyReported = (text: string | undefined): boolean => !!text && text.includes('You have already reported this item'); // i18n-ignore: the server's English error, matched

/** Spec §5: a visitor is asked to log in; stores and offers share the stores text. */
export const loginToReportText = (type: ReportType): string => translate(messages, type === 'review' ? 'reports.loginForReviews' : 'reports.loginForStores');

/** The dialog's title for each kind of item. */
export const REPORT_TITLE: Record<ReportType, Text> = { store: 'reports.titleStore', broadcast: 'reports.titleOffer', review: 'reports.titleReview' };

/** The reasons of REPORT_REASONS (sent as they are) in the visitor's language. */
export const REASON_LABEL: Record<(typeof REPORT_REASONS)[ReportType][number], Text> = {
  'Inappropriate content': 'reports.inappropriateContent',
  'Fraudulent business': 'reports.fraudulentBusiness',
  'Poor service quality': 'reports.poorService',
  'Misleading information': 'reports.misleading',
  'Spam or fake store': 'reports.spamStore',
  Other: 'reports.other',
  'Spam or promotional abuse': 'reports.spamPromotion',
  'False advertising': 'reports.falseAdvertising',
  'Offensive material': 'reports.offensive',
  'Copyright violation': 'reports.copyright',
  'Fake review': 'reports.fakeReview',
  'Inappropriate language': 'reports.inappropriateLanguage',
  'Spam content': 'reports.spamContent',
  'Personal information shared': 'reports.personalInformation',
  'Not relevant to product/service': 'reports.notRelevant',
};
