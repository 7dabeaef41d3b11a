import { EmptyState, toast, withTags } from '@haat/web-kit';
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
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { verificationMessages } from './verification-labels.ts';
import { oldestWait } from './verification-wait.ts';

const TAB_LABELS: Record<VerificationTab, keyof typeof messages> = { pending: 'verifications.tabPending', verified: 'verifications.tabVerified', rejected: 'verifications.tabRejected' };

/** The sentence's `<strong>`, red once the promise is broken. */
const strongTag = (overdue: boolean) => ({ strong: (text: string) => <strong className={overdue ? 'admin-danger-text' : undefined}>{text}</strong> });

/** /admin/verifications: sellers' identity checks, oldest first, each against the 24-hour promise; approve or reject with a reason. */
export function VerificationsPage() {
  const t = useT(verificationMessages);
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), verificationTabs) ?? 'pending';
  const page = readPage(params.get('page'));
  const queue = useVerifications(status, page);
  const queryClient = useQueryClient();
  const now = useNow();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: VERIFICATIONS_KEY });

  const decide = useConfirmedAction<Decision>({
    run: ({ item, decision }, reason) => decideVerification(item.storeId, { decision, reason }),
    fallback: t('verifications.saveError'),
    onSuccess: ({ item, decision }) => {
      toast.success(translate(messages, decision === 'approve' ? 'verifications.nowVerified' : 'verifications.nowRejected', { store: item.storeName }));
      refresh();
    },
    onConflict: refresh,
  });

  const summary = queue.data?.summary;
  const oldest = summary ? oldestWait(summary.oldestSubmittedAt, now, t) : null;
  const chosen = decide.target;

  return (
    <AdminPage title={t('verifications.title')} subtitle={t('verifications.subtitle')}>
      <ul className="admin-tabs" aria-label={t('verifications.tabs')}>
        {verificationTabs.map((tab) => (
          <li key={tab}>
            <Link to={{ search: tab === 'pending' ? '' : `?status=${tab}` }} replace aria-current={tab === status ? 'page' : undefined}>
              {tab === 'pending' && summary ? t('verifications.pendingCount', { count: summary.waiting }) : t(TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
      {summary && summary.waiting > 0 ? (
        <p className={`notice ${summary.overdue > 0 ? 'notice--warning' : 'notice--info'}`}>
          {t('verifications.waiting', { count: summary.waiting })} · {summary.overdue > 0 ? <strong>{t('verifications.pastDay', { count: summary.overdue })}</strong> : t('verifications.nonePastDay')}
          {oldest ? (
            <>
              {' · '}
              {withTags(t('verifications.oldestWaited', { time: oldest.text }), strongTag(oldest.overdue))}
            </>
          ) : null}
        </p>
      ) : null}
      <PagedList
        query={queue}
        loading={t('verifications.loading')}
        error={t('verifications.error')}
        empty={(
          <EmptyState title={t(status === 'pending' ? 'verifications.nothingWaiting' : status === 'verified' ? 'verifications.noVerified' : 'verifications.noRejected')}>
            {t(status === 'pending' ? 'verifications.allDecided' : 'verifications.decisionsShow')}
          </EmptyState>
        )}
        pager={{ ...CONSOLE_PAGER, page, label: t('verifications.pages'), onPage: (p) => update({ page: String(p) }) }}
      >
        {(items) => <VerificationTable items={items} now={now} onDecide={decide.open} />}
      </PagedList>
      <ReasonDialog
        action={decide}
        title={chosen ? t(chosen.decision === 'approve' ? 'verifications.approveTitle' : 'verifications.rejectTitle', { store: chosen.item.storeName }) : ''}
        text={t(chosen?.decision === 'approve' ? 'verifications.approveText' : 'verifications.rejectText')}
        reasonLabel={t(chosen?.decision === 'reject' ? 'verifications.reasonForSeller' : 'verifications.note')}
        reasonHint={t(chosen?.decision === 'reject' ? 'verifications.rejectHint' : 'common.keptInAudit')}
        // A rejection needs its reason (the seller reads it); an approval's note may stay empty, as the server takes it.
        required={chosen?.decision === 'reject'}
        requiredText={t('verifications.rejectionReasonRequired')}
        confirmLabel={t(chosen?.decision === 'approve' ? 'verifications.approve' : 'verifications.reject')}
        busyLabel={t('common.saving')}
        danger={chosen?.decision === 'reject'}
      >
        {chosen && !chosen.item.phoneVerified ? <p className="notice notice--warning admin-conflict">{t('verifications.phoneNotVerified')}</p> : null}
      </ReasonDialog>
    </AdminPage>
  );
}
