import type { StoreVerification, VerificationStatus } from '@haat/contracts';
import { VERIFICATION_PROMISE_HOURS } from '@haat/contracts/admin-rules';
import { formatDateTime } from '@haat/web-kit';

const BADGES: Record<VerificationStatus, { text: string; tone: string }> = {
  unverified: { text: 'Not verified', tone: 'warning' },
  pending: { text: 'Pending review', tone: 'info' },
  verified: { text: 'Verified', tone: 'success' },
  rejected: { text: 'Rejected', tone: 'danger' },
};

/** The status as a badge: 'Not verified', 'Pending review', 'Verified' or 'Rejected'. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const badge = BADGES[status] ?? BADGES.unverified;
  return <span className={`badge badge--${badge.tone}`}>{badge.text}</span>;
}

/**
 * What the status means for the seller: since when a request waits and the 24-hour promise, the
 * verified store, or the rejection's reason and that a new request may be sent.
 */
export function VerificationDetails({ verification }: { verification: Pick<StoreVerification, 'status' | 'submittedAt' | 'rejectionReason'> }) {
  switch (verification.status) {
    case 'pending':
      return (
        <p className="small muted">
          {verification.submittedAt ? `Submitted ${formatDateTime(verification.submittedAt)}. ` : ''}
          We check requests within {VERIFICATION_PROMISE_HOURS} hours.
        </p>
      );
    case 'verified':
      return <p className="small muted">Your store is verified. Buyers see the verified badge.</p>;
    case 'rejected':
      return (
        <p className="notice notice--warning" role="status">
          <strong>Reason:</strong> {verification.rejectionReason || 'No reason was given.'} Fix it and submit again.
        </p>
      );
    default:
      return <p className="small muted">Verify your store so buyers can trust it.</p>;
  }
}
