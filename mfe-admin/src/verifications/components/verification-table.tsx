import type { VerificationReviewItem } from '@haat/contracts';
import { Link, withTags } from '@haat/web-kit';
import { AdminTable } from '../../common/admin-table.tsx';
import { ClockView } from '../../common/clock-view.tsx';
import { ImageGallery } from '../../common/image-gallery.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText, timeTag } from '../../common/time-text.tsx';
import { useT } from '../../i18n.ts';
import { verificationWait } from '../verification-wait.ts';
import { verificationMessages } from '../verification-labels.ts';

export type Decision = { item: VerificationReviewItem; decision: 'approve' | 'reject' };

/** The queue, oldest first: the store, its wait against 24 hours, the phone flag, the documents, and the decision (or the buttons). */
export function VerificationTable({ items, now, onDecide }: { items: VerificationReviewItem[]; now: number; onDecide: (d: Decision) => void }) {
  const t = useT(verificationMessages);
  return (
    <AdminTable
      caption={t('verifications.caption')}
      columns={[t('common.store'), t('verifications.submittedIst'), t('verifications.waited'), t('common.phone'), t('verifications.documents'), t('verifications.decision')]}
    >
      {items.map((item) => {
        const wait = verificationWait(item, now, t);
        return (
          <tr key={item.storeId} className={wait.overdue ? 'admin-row--alert' : undefined}>
            <td data-label={t('common.store')}>
              <Link className="admin-cell-title" to={`/stores/${encodeURIComponent(item.storeId)}`}>{item.storeName}</Link>
              <span className="admin-cell-sub">{item.city}</span>
              {item.note ? <span className="admin-cell-sub admin-clip" title={item.note}>“{item.note}”</span> : null}
            </td>
            <td data-label={t('verifications.submitted')} className="nowrap"><TimeText value={item.submittedAt} /></td>
            <td data-label={t('verifications.waited')}>
              <span className="admin-cell-title">{wait.waited}</span>
              <ClockView clock={wait.clock} due={wait.due} />
            </td>
            <td data-label={t('common.phone')}>
              {item.phoneVerified ? <StatusBadge tone="success">{t('common.verified')}</StatusBadge> : <StatusBadge tone="warning">{t('common.notVerified')}</StatusBadge>}
            </td>
            <td data-label={t('verifications.documents')}><ImageGallery images={item.documents} label={t('verifications.document')} /></td>
            <td data-label={t('verifications.decision')}>
              {item.status === 'pending' ? (
                <div className="admin-actions">
                  <button type="button" className="btn btn--primary btn--small" onClick={() => onDecide({ item, decision: 'approve' })}>{t('verifications.approve')}</button>
                  <button type="button" className="btn btn--danger btn--small" onClick={() => onDecide({ item, decision: 'reject' })}>{t('verifications.reject')}</button>
                </div>
              ) : (
                <>
                  <StatusBadge tone={item.status === 'verified' ? 'success' : 'danger'}>{t(item.status === 'verified' ? 'common.verified' : 'common.rejected')}</StatusBadge>
                  <span className="admin-cell-sub">
                    {item.decidedBy
                      ? withTags(t('verifications.decidedBy', { name: item.decidedBy.name }), timeTag(item.decidedAt))
                      : <TimeText value={item.decidedAt} />}
                  </span>
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
