import type { StoreVerification, VerificationStatus } from '@haat/contracts';
import { VERIFICATION_PROMISE_HOURS } from '@haat/contracts/admin-rules';
import { formatDateTime } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const BADGES: Record<VerificationStatus, { text: keyof typeof messages; tone: string }> = {
  unverified: { text: 'verification.badgeUnverified', tone: 'warning' },
  pending: { text: 'verification.badgePending', tone: 'info' },
  verified: { text: 'verification.badgeVerified', tone: 'success' },
  rejected: { text: 'verification.badgeRejected', tone: 'danger' },
};

/** The status as a badge: 'Not verified', 'Pending review', 'Verified' or 'Rejected'. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useT(messages);
  const badge = BADGES[status] ?? BADGES.unverified;
  return <span className={`badge badge--${badge.tone}`}>{t(badge.text)}</span>;
}

/**
 * What the status means for the seller: since when a request waits and the 24-hour promise, the
 * verified store, or the rejection's reason and that a new request may be sent.
 */
export function VerificationDetails({ verification }: { verification: Pick<StoreVerification, 'status' | 'submittedAt' | 'rejectionReason'> }) {
  const t = useT(messages);
  switch (verification.status) {
    case 'pending':
      return (
        <p className="small muted">
          {verification.submittedAt ? `${t('verification.submitted', { when: formatDateTime(verification.submittedAt) })} ` : ''}
          {t('verification.promise', { hours: VERIFICATION_PROMISE_HOURS })}
        </p>
      );
    case 'verified':
      return <p className="small muted">{t('verification.verifiedText')}</p>;
    case 'rejected':
      return (
        <p className="notice notice--warning" role="status">
          <strong>{t('verification.reasonLabel')}</strong> {verification.rejectionReason || t('verification.noReason')} {t('verification.fixAndResubmit')}
        </p>
      );
    default:
      return <p className="small muted">{t('verification.verifyPrompt')}</p>;
  }
}
