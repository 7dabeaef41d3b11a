import type { Grievance } from '@haat/contracts';
import { GRIEVANCE_DESCRIPTION_MAX_LENGTH, GRIEVANCE_TEXTS } from '@haat/contracts/grievance-rules';
import { describeError, ErrorState, isApiError, LoadingState, shortOrderId, toast, Link } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ClockView } from '../common/clock-view.tsx';
import { ContactLines } from '../common/contact-lines.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { useNow } from '../common/use-now.ts';
import { useUser } from '../users/use-users.ts';
import { GrievanceStatusBadge } from './components/grievance-status-badge.tsx';
import { grievanceClocks, grievanceMoves, type GrievanceMove } from './grievance-handling.ts';
import { updateGrievance } from './grievances-api.ts';
import { GRIEVANCES_KEY, useGrievance } from './use-grievances.ts';

const BACK = { to: '/admin/grievances', label: 'Grievances' };

/** /admin/grievances/:ticket: one complaint, its clocks, what the buyer was told, and acknowledge / resolve / reject with a response. */
export function GrievanceDetailPage() {
  const { ticket = '' } = useParams();
  const grievance = useGrievance(ticket);
  if (grievance.isPending) return <AdminPage title={ticket} back={BACK}><LoadingState label="Loading the complaint..." /></AdminPage>;
  if (grievance.isError) {
    const gone = isApiError(grievance.error) && grievance.error.status === 404;
    return (
      <AdminPage title={ticket} back={BACK}>
        <ErrorState message={gone ? GRIEVANCE_TEXTS.notFound : describeError(grievance.error, 'Failed to load the complaint.')} onRetry={gone ? undefined : () => void grievance.refetch()} />
      </AdminPage>
    );
  }
  return <GrievanceView grievance={grievance.data} />;
}

function GrievanceView({ grievance: g }: { grievance: Grievance }) {
  const now = useNow();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: GRIEVANCES_KEY });
  const clocks = grievanceClocks(g, now);
  const move = useConfirmedAction<GrievanceMove>({
    run: (m, response) => updateGrievance(g.id, { status: m.to, response }),
    fallback: 'Failed to update the complaint. Please try again.',
    onSuccess: (m) => { toast.success(`${g.ticketNumber} ${m.to.toLowerCase()}`, 'The buyer is notified.'); refresh(); },
    onConflict: refresh,
  });

  return (
    <AdminPage title={<>{g.ticketNumber} <GrievanceStatusBadge status={g.status} /></>} tabTitle={g.ticketNumber} subtitle={`${g.category} · filed by ${g.buyer.name}`} back={BACK}>
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="grievance-what-title">
            <h2 id="grievance-what-title" className="admin-card__title">The complaint</h2>
            <dl className="admin-facts">
              <div><dt>Category</dt><dd className="admin-cell-title">{g.category}</dd></div>
              <div><dt>About</dt><dd>
                {g.subject === 'order' && g.orderId ? <><Link to={`/admin/orders/${encodeURIComponent(g.orderId)}`}>Order #{shortOrderId(g.orderId)}</Link>{g.storeName ? ` from ${g.storeName}` : ''}</> : null}
                {g.subject === 'store' && g.storeId ? <Link to={`/stores/${encodeURIComponent(g.storeId)}`}>{g.storeName || 'The store'}</Link> : null}
                {g.subject === 'other' ? 'Something else' : null}
              </dd></div>
              <div><dt>Filed</dt><dd><TimeText value={g.createdAt} /></dd></div>
            </dl>
            <p className="admin-text admin-section">{g.description}</p>
          </section>
          <BuyerContact buyer={g.buyer} />
          {g.response ? (
            <section className="admin-card" aria-labelledby="grievance-response-title">
              <h2 id="grievance-response-title" className="admin-card__title">Told to the buyer</h2>
              <p className="admin-text">{g.response}</p>
              {g.handledBy ? <p className="small muted admin-section">{g.handledBy.name}</p> : null}
            </section>
          ) : null}
        </div>
        <div className="admin-columns__side">
          <section className="admin-card" aria-labelledby="grievance-clocks-title">
            <h2 id="grievance-clocks-title" className="admin-card__title">Clocks</h2>
            <dl className="admin-facts">
              <div><dt>Acknowledge</dt><dd><ClockView clock={clocks.acknowledge} due={g.acknowledgeBy} />{g.acknowledgedAt ? <span className="admin-cell-sub">Acknowledged <TimeText value={g.acknowledgedAt} /></span> : null}</dd></div>
              <div><dt>Resolve</dt><dd><ClockView clock={clocks.resolve} due={g.resolveBy} />{g.resolvedAt ? <span className="admin-cell-sub">Closed <TimeText value={g.resolvedAt} /></span> : null}</dd></div>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="grievance-actions-title">
            <h2 id="grievance-actions-title" className="admin-card__title">Actions</h2>
            {grievanceMoves(g.status).length === 0 ? <p className="muted small">This complaint is closed.</p> : (
              <div className="admin-actions">
                {grievanceMoves(g.status).map((m) => (
                  <button key={m.to} type="button" className={`btn btn--small ${m.to === 'Rejected' ? 'btn--ghost' : m.to === 'Resolved' ? 'btn--primary' : 'btn--secondary'}`} onClick={() => move.open(m)}>{m.label}</button>
                ))}
              </div>
            )}
          </section>
        </div>
      </div>
      <ReasonDialog
        action={move}
        title={move.target ? `${move.target.label} ${g.ticketNumber}?` : ''}
        text={move.target?.effect ?? ''}
        reasonLabel="Response to the buyer"
        reasonHint="The buyer reads this with their ticket; it is kept in the audit log."
        required={move.target?.responseRequired ?? true}
        requiredText={GRIEVANCE_TEXTS.responseRequired}
        maxLength={GRIEVANCE_DESCRIPTION_MAX_LENGTH}
        confirmLabel={move.target?.label ?? 'Save'}
        busyLabel="Saving..."
        danger={move.target?.to === 'Rejected'}
      />
    </AdminPage>
  );
}

/** Who filed it and how to reach them: the account's e-mail and phone as identity holds them now. */
function BuyerContact({ buyer }: { buyer: Grievance['buyer'] }) {
  const account = useUser(buyer.id);
  return (
    <section className="admin-card" aria-labelledby="grievance-buyer-title">
      <h2 id="grievance-buyer-title" className="admin-card__title">Buyer</h2>
      <dl className="admin-facts">
        <div><dt>Name</dt><dd>{buyer.name}</dd></div>
        {account.data ? <ContactLines email={account.data.email} phone={account.data.phone} /> : null}
      </dl>
      {account.isPending ? <p className="muted small admin-section">Loading the buyer's contact...</p> : null}
      {account.isError ? <p className="muted small admin-section">The buyer's account could not be read.</p> : null}
    </section>
  );
}
