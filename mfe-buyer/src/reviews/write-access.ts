import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * The reasons can-review gives (contracts' REVIEW_TEXTS, which its GET reply carries in English; their
 * English here is the same, review-list.test.ts checks it), shown in the visitor's language. A reason
 * this app does not know is shown as the server wrote it.
 */
const REASON_IDS = ['reviews.notEligible', 'reviews.hiddenByModeration', 'reviews.loginToReview', 'reviews.buyersOnly'] as const;
const REASONS = new Map<string, (typeof REASON_IDS)[number]>(REASON_IDS.map((id) => [messages[id], id]));
const reasonText = (reason: string): string => {
  const id = REASONS.get(reason);
  return id ? translate(messages, id) : reason;
};

/** The can-review reply as a client must read it: a server may also answer `success: false`. */
type EligibilityReply = { success: boolean; canReview: boolean; reason?: string; reviewId?: string | null };

/**
 * What the write button may do (spec §6, §8): visitors are asked to log in, non-buyers are told
 * only buyers review; for buyers the can-review answer decides. A failed check still lets them
 * write; a non-success reply does not. A buyer who has a review edits it instead.
 */
export type WriteAccess =
  | { kind: 'login' }
  | { kind: 'not-buyer' }
  | { kind: 'checking' }
  | { kind: 'edit'; reviewId: string }
  | { kind: 'allowed'; notice: string | null }
  | { kind: 'refused'; reason: string };

export function writeAccessOf(
  session: { signedIn: boolean; isBuyer: boolean },
  check: { status: 'pending' | 'error' | 'success'; data?: EligibilityReply | undefined },
): WriteAccess {
  if (!session.signedIn) return { kind: 'login' };
  if (!session.isBuyer) return { kind: 'not-buyer' };
  if (check.status === 'pending') return { kind: 'checking' };
  if (check.status === 'error' || !check.data) return { kind: 'allowed', notice: translate(messages, 'reviews.eligibilityFailed') };
  if (!check.data.success) return { kind: 'refused', reason: translate(messages, 'reviews.eligibilityUnknown') };
  if (check.data.reviewId) return { kind: 'edit', reviewId: check.data.reviewId };
  if (check.data.canReview) return { kind: 'allowed', notice: null };
  return { kind: 'refused', reason: check.data.reason ? reasonText(check.data.reason) : translate(messages, 'reviews.notEligible') };
}

