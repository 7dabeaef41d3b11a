import { ADMIN_TEXTS } from '@haat/contracts/admin-rules';
import { EmptyState, toast } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { useNow } from '../common/use-now.ts';
import { VerificationTable, type Decision } from './components/verification-table.tsx';
import { VERIFICATIONS_KEY, useVerifications } from './use-verifications.ts';
import { decideVerification, verificationTabs, type VerificationTab } from './verifications-api.ts';
import { oldestWait } from './verification-wait.ts';

const TAB_LABELS: Record<VerificationTab, string> = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' };

/** /admin/verifications: sellers' identity checks, oldest first, each against the 24-hour promise; approve or reject with a reason. */
export function VerificationsPage() {
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), verificationTabs) ?? 'pending';
  const page = readPage(params.get('page'));
  const queue = useVerifications(status, page);
  const queryClient = useQueryClient();
  const now = useNow();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: VERIFICATIONS_KEY });

  const decide = useConfirmedAction<Decision>({
    run: ({ item, decision }, reason) => decideVerification(item.storeId, { decision, reason }),
    fallback: 'Failed to save the decision. Please try again.',
    onSuccess: ({ item, decision }) => { toast.success(decision === 'approve' ? `${item.storeName} is verified` : `${item.storeName}'s verification was rejected`); refresh(); },
    onConflict: refresh,
  });

  const summary = queue.data?.summary;
  const oldest = summary ? oldestWait(summary.oldestSubmittedAt, now) : null;
  const chosen = decide.target;

  return (
    <AdminPage title="Seller verifications" subtitle="Sellers are promised a check within 24 hours of sending their documents.">
      <ul className="admin-tabs" aria-label="Verification status">
        {verificationTabs.map((tab) => (
          <li key={tab}>
            <Link to={{ search: tab === 'pending' ? '' : `?status=${tab}` }} replace aria-current={tab === status ? 'page' : undefined}>
              {TAB_LABELS[tab]}{tab === 'pending' && summary ? ` (${summary.waiting})` : ''}
            </Link>
          </li>
        ))}
      </ul>
      {summary && summary.waiting > 0 ? (
        <p className={`notice ${summary.overdue > 0 ? 'notice--warning' : 'notice--info'}`}>
          {summary.waiting} waiting · {summary.overdue > 0 ? <strong>{summary.overdue} past 24 hours</strong> : 'none past 24 hours'}
          {oldest ? <> · oldest has waited <strong className={oldest.overdue ? 'admin-danger-text' : undefined}>{oldest.text}</strong></> : null}
        </p>
      ) : null}
      <PagedList
        query={queue}
        loading="Loading verifications..."
        error="Failed to load verifications. Please try again."
        empty={(
          <EmptyState title={status === 'pending' ? 'Nothing waiting' : `No ${TAB_LABELS[status].toLowerCase()} stores`}>
            {status === 'pending' ? 'Every submitted verification has been decided.' : 'Decisions show here.'}
          </EmptyState>
        )}
        pager={{ ...CONSOLE_PAGER, page, label: 'Verification pages', onPage: (p) => update({ page: String(p) }) }}
      >
        {(items) => <VerificationTable items={items} now={now} onDecide={decide.open} />}
      </PagedList>
      <ReasonDialog
        action={decide}
        title={chosen ? `${chosen.decision === 'approve' ? 'Approve' : 'Reject'} ${chosen.item.storeName}?` : ''}
        text={chosen?.decision === 'approve'
          ? 'The store shows as verified to buyers, and the seller sees Verified on their dashboard.'
          : 'The seller sees Rejected with your reason on their dashboard, and can send new documents.'}
        reasonLabel={chosen?.decision === 'reject' ? 'Reason for the seller' : 'Note'}
        reasonHint={chosen?.decision === 'reject' ? 'Shown to the seller; kept in the audit log.' : 'Kept in the audit log with your name.'}
        // A rejection needs its reason (the seller reads it); an approval's note may stay empty, as the server takes it.
        required={chosen?.decision === 'reject'}
        requiredText={ADMIN_TEXTS.rejectionReasonRequired}
        confirmLabel={chosen?.decision === 'approve' ? 'Approve' : 'Reject'}
        busyLabel="Saving..."
        danger={chosen?.decision === 'reject'}
      >
        {chosen && !chosen.item.phoneVerified ? <p className="notice notice--warning admin-conflict">This seller's phone is not verified.</p> : null}
      </ReasonDialog>
    </AdminPage>
  );
}
