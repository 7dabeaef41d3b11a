import type { VerificationReviewItem } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { AdminTable } from '../../common/admin-table.tsx';
import { ClockView } from '../../common/clock-view.tsx';
import { ImageGallery } from '../../common/image-gallery.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { verificationWait } from '../verification-wait.ts';

export type Decision = { item: VerificationReviewItem; decision: 'approve' | 'reject' };

/** The queue, oldest first: the store, its wait against 24 hours, the phone flag, the documents, and the decision (or the buttons). */
export function VerificationTable({ items, now, onDecide }: { items: VerificationReviewItem[]; now: number; onDecide: (d: Decision) => void }) {
  return (
    <AdminTable caption="Store verifications" columns={['Store', 'Submitted (IST)', 'Waited', 'Phone', 'Documents', 'Decision']}>
      {items.map((item) => {
        const wait = verificationWait(item, now);
        return (
          <tr key={item.storeId} className={wait.overdue ? 'admin-row--alert' : undefined}>
            <td data-label="Store">
              <Link className="admin-cell-title" to={`/stores/${encodeURIComponent(item.storeId)}`}>{item.storeName}</Link>
              <span className="admin-cell-sub">{item.city}</span>
              {item.note ? <span className="admin-cell-sub admin-clip" title={item.note}>“{item.note}”</span> : null}
            </td>
            <td data-label="Submitted" className="nowrap"><TimeText value={item.submittedAt} /></td>
            <td data-label="Waited">
              <span className="admin-cell-title">{wait.waited}</span>
              <ClockView clock={wait.clock} due={wait.due} />
            </td>
            <td data-label="Phone">
              {item.phoneVerified ? <StatusBadge tone="success">Verified</StatusBadge> : <StatusBadge tone="warning">Not verified</StatusBadge>}
            </td>
            <td data-label="Documents"><ImageGallery images={item.documents} label="Document" /></td>
            <td data-label="Decision">
              {item.status === 'pending' ? (
                <div className="admin-actions">
                  <button type="button" className="btn btn--primary btn--small" onClick={() => onDecide({ item, decision: 'approve' })}>Approve</button>
                  <button type="button" className="btn btn--danger btn--small" onClick={() => onDecide({ item, decision: 'reject' })}>Reject</button>
                </div>
              ) : (
                <>
                  <StatusBadge tone={item.status === 'verified' ? 'success' : 'danger'}>{item.status === 'verified' ? 'Verified' : 'Rejected'}</StatusBadge>
                  <span className="admin-cell-sub">{item.decidedBy ? `by ${item.decidedBy.name}, ` : ''}<TimeText value={item.decidedAt} /></span>
                  {item.rejectionReason ? <span className="admin-cell-sub">“{item.rejectionReason}”</span> : null}
                </>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
