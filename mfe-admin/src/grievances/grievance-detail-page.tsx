import type { Grievance } from '@haat/contracts';
import { GRIEVANCE_DESCRIPTION_MAX_LENGTH } from '@haat/contracts/grievance-rules';
import { describeError, ErrorState, isApiError, LoadingState, shortOrderId, toast, Link, withTags } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ClockView } from '../common/clock-view.tsx';
import { ContactLines } from '../common/contact-lines.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText, timeTag } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { useNow } from '../common/use-now.ts';
import { useUser } from '../users/use-users.ts';
import { translate, useT } from '../i18n.ts';
import { GrievanceStatusBadge } from './components/grievance-status-badge.tsx';
import { categoryText, grievanceMessages } from './grievance-labels.ts';
import type messages from './messages.json';
import { grievanceClocks, grievanceMoves, type GrievanceMove } from './grievance-handling.ts';
import { updateGrievance } from './grievances-api.ts';
import { GRIEVANCES_KEY, useGrievance } from './use-grievances.ts';

/** What the toast says once a complaint has moved. */
const MOVED: Record<GrievanceMove['to'], keyof typeof messages> = {
  Acknowledged: 'grievances.nowAcknowledged',
  Resolved: 'grievances.nowResolved',
  Rejected: 'grievances.nowRejected',
};

/** /admin/grievances/:ticket: one complaint, its clocks, what the buyer was told, and acknowledge / resolve / reject with a response. */
export function GrievanceDetailPage() {
  const t = useT(grievanceMessages);
  const { ticket = '' } = useParams();
  const grievance = useGrievance(ticket);
  const back = { to: '/admin/grievances', label: t('grievances.title') };
  if (grievance.isPending) return <AdminPage title={ticket} back={back}><LoadingState label={t('grievances.loadingOne')} /></AdminPage>;
  if (grievance.isError) {
    const gone = isApiError(grievance.error) && grievance.error.status === 404;
    return (
      <AdminPage title={ticket} back={back}>
        <ErrorState message={gone ? t('grievances.notFound') : describeError(grievance.error, t('grievances.loadOneError'))} onRetry={gone ? undefined : () => void grievance.refetch()} />
      </AdminPage>
    );
  }
  return <GrievanceView grievance={grievance.data} />;
}

function GrievanceView({ grievance: g }: { grievance: Grievance }) {
  const t = useT(grievanceMessages);
  const now = useNow();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: GRIEVANCES_KEY });
  const clocks = grievanceClocks(g, now, t);
  const moves = grievanceMoves(g.status, t);
  const move = useConfirmedAction<GrievanceMove>({
    run: (m, response) => updateGrievance(g.id, { status: m.to, response }),
    fallback: t('grievances.updateError'),
    onSuccess: (m) => {
      toast.success(translate(grievanceMessages, MOVED[m.to], { ticket: g.ticketNumber }), translate(grievanceMessages, 'grievances.buyerNotified'));
      refresh();
    },
    onConflict: refresh,
  });

  return (
    <AdminPage title={<>{g.ticketNumber} <GrievanceStatusBadge status={g.status} /></>} tabTitle={g.ticketNumber} subtitle={t('grievances.filedBy', { category: categoryText(g.category, t), name: g.buyer.name })} back={{ to: '/admin/grievances', label: t('grievances.title') }}>
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="grievance-what-title">
            <h2 id="grievance-what-title" className="admin-card__title">{t('grievances.complaint')}</h2>
            <dl className="admin-facts">
              <div><dt>{t('grievances.category')}</dt><dd className="admin-cell-title">{categoryText(g.category, t)}</dd></div>
              <div><dt>{t('grievances.about')}</dt><dd>
                {g.subject === 'order' && g.orderId ? <OrderLink orderId={g.orderId} storeName={g.storeName} /> : null}
                {g.subject === 'store' && g.storeId ? <Link to={`/stores/${encodeURIComponent(g.storeId)}`}>{g.storeName || t('grievances.theStore')}</Link> : null}
                {g.subject === 'other' ? t('grievances.somethingElse') : null}
              </dd></div>
              <div><dt>{t('grievances.filed')}</dt><dd><TimeText value={g.createdAt} /></dd></div>
            </dl>
            <p className="admin-text admin-section">{g.description}</p>
          </section>
          <BuyerContact buyer={g.buyer} />
          {g.response ? (
            <section className="admin-card" aria-labelledby="grievance-response-title">
              <h2 id="grievance-response-title" className="admin-card__title">{t('grievances.toldBuyer')}</h2>
              <p className="admin-text">{g.response}</p>
              {g.handledBy ? <p className="small muted admin-section">{g.handledBy.name}</p> : null}
            </section>
          ) : null}
        </div>
        <div className="admin-columns__side">
          <section className="admin-card" aria-labelledby="grievance-clocks-title">
            <h2 id="grievance-clocks-title" className="admin-card__title">{t('grievances.clocks')}</h2>
            <dl className="admin-facts">
              <div>
                <dt>{t('grievances.acknowledge')}</dt>
                <dd>
                  <ClockView clock={clocks.acknowledge} due={g.acknowledgeBy} />
                  {g.acknowledgedAt ? <span className="admin-cell-sub">{withTags(t('grievances.acknowledgedAt'), timeTag(g.acknowledgedAt))}</span> : null}
                </dd>
              </div>
              <div>
                <dt>{t('grievances.resolve')}</dt>
                <dd>
                  <ClockView clock={clocks.resolve} due={g.resolveBy} />
                  {g.resolvedAt ? <span className="admin-cell-sub">{withTags(t('grievances.closedAt'), timeTag(g.resolvedAt))}</span> : null}
                </dd>
              </div>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="grievance-actions-title">
            <h2 id="grievance-actions-title" className="admin-card__title">{t('common.actions')}</h2>
            {moves.length === 0 ? <p className="muted small">{t('grievances.closed')}</p> : (
              <div className="admin-actions">
                {moves.map((m) => (
                  <button key={m.to} type="button" className={`btn btn--small ${m.to === 'Rejected' ? 'btn--ghost' : m.to === 'Resolved' ? 'btn--primary' : 'btn--secondary'}`} onClick={() => move.open(m)}>{m.label}</button>
                ))}
              </div>
            )}
          </section>
        </div>
      </div>
      <ReasonDialog
        action={move}
        title={move.target ? t('grievances.moveTitle', { move: move.target.label, ticket: g.ticketNumber }) : ''}
        text={move.target?.effect ?? ''}
        reasonLabel={t('grievances.responseLabel')}
        reasonHint={t('grievances.responseHint')}
        required={move.target?.responseRequired ?? true}
        requiredText={t('grievances.responseRequired')}
        maxLength={GRIEVANCE_DESCRIPTION_MAX_LENGTH}
        confirmLabel={move.target?.label ?? t('common.save')}
        busyLabel={t('common.saving')}
        danger={move.target?.to === 'Rejected'}
      />
    </AdminPage>
  );
}

/** Who filed it and how to reach them: the account's e-mail and phone as identity holds them now. */
/** The sentence's `<link>` to the console's page of the order. */
const orderLinkTag = (orderId: string) => ({ link: (text: string) => <Link to={`/admin/orders/${encodeURIComponent(orderId)}`}>{text}</Link> });

/** "Order #1A2B3C4D from Sharma Kirana": the order opens the console's order page. */
function OrderLink({ orderId, storeName }: { orderId: string; storeName: string | null | undefined }) {
  const t = useT(grievanceMessages);
  const ref = shortOrderId(orderId);
  return withTags(storeName ? t('grievances.orderFromStore', { ref, store: storeName }) : t('grievances.order', { ref }), orderLinkTag(orderId));
}

function BuyerContact({ buyer }: { buyer: Grievance['buyer'] }) {
  const t = useT(grievanceMessages);
  const account = useUser(buyer.id);
  return (
    <section className="admin-card" aria-labelledby="grievance-buyer-title">
      <h2 id="grievance-buyer-title" className="admin-card__title">{t('grievances.buyer')}</h2>
      <dl className="admin-facts">
        <div><dt>{t('grievances.name')}</dt><dd>{buyer.name}</dd></div>
        {account.data ? <ContactLines email={account.data.email} phone={account.data.phone} /> : null}
      </dl>
      {account.isPending ? <p className="muted small admin-section">{t('grievances.loadingBuyer')}</p> : null}
      {account.isError ? <p className="muted small admin-section">{t('grievances.buyerUnreadable')}</p> : null}
    </section>
  );
}
