import type { ReportDetail } from '@haat/contracts';
import { toast } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { targetTypeOfAction } from '@haat/contracts/moderation-rules';
import { ACTION_EFFECTS, isTakedown, takeModerationAction } from '../../common/moderation-actions.ts';
import { ReasonDialog } from '../../common/reason-dialog.tsx';
import { useConfirmedAction } from '../../common/use-confirmed-action.ts';
import { USERS_KEY, useUser } from '../../users/use-users.ts';
import { itemActions, personActions, responsiblePerson, type ItemAction } from '../allowed-actions.ts';

/**
 * What can be done about the reported item (hide or restore a review, deactivate an offer, close or
 * reopen a store) and its author or seller (warn, ban or unban), each with a reason. The owning service
 * applies it moments later; `onActed` makes the page follow until it shows.
 */
export function ActionPanel({ report, onActed }: { report: ReportDetail; onActed: () => void }) {
  const queryClient = useQueryClient();
  const person = responsiblePerson(report.snapshot);
  const account = useUser(person?.id ?? null);
  const banned = account.data ? account.data.isBanned : null;
  const actions = [...itemActions(report.current), ...personActions(person, banned)];

  const act = useConfirmedAction<ItemAction>({
    run: (a, reason) => takeModerationAction({ action: a.action, targetId: a.targetId, reason, reportId: report.id }),
    fallback: 'The action failed. Please try again.',
    onSuccess: (a) => {
      if (a.action === 'warn_user') toast.success('Warning sent', 'They see it in their notifications; it is kept in the audit log.');
      else toast.success(`${a.label}: done`, 'It shows here as soon as the owning service has applied it.');
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onActed();
    },
    onConflict: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onActed();
    },
  });

  const who = person ? `${person.role === 'author' ? 'The review\'s author' : 'The seller'}: ${person.name}${account.data ? ` (${account.data.email})` : ''}.` : '';

  return (
    <section className="admin-card" aria-labelledby="report-actions-title">
      <h2 id="report-actions-title" className="admin-card__title">Actions</h2>
      {actions.length === 0 ? <p className="muted small">Nothing can be done to an item that no longer exists.</p> : null}
      {person ? (
        <p className="small admin-note">
          {who} {banned === true ? <strong className="admin-danger-text">Banned.</strong> : null}
          {account.isError ? <span className="muted"> Their account could not be read.</span> : null}
        </p>
      ) : null}
      <div className="admin-actions">
        {actions.map((a) => (
          <button key={`${a.action}-${a.targetId}`} type="button" className={`btn btn--small ${isTakedown(a.action) ? 'btn--danger' : 'btn--secondary'}`} onClick={() => act.open(a)}>
            {a.label}
          </button>
        ))}
      </div>
      <ReasonDialog
        action={act}
        title={act.target ? `${act.target.label}?` : ''}
        text={act.target ? (
          <>
            <p>{ACTION_EFFECTS[act.target.action]}</p>
            <p className="small">{targetTypeOfAction[act.target.action] === 'user' ? who : `Item: ${report.snapshot.title} (${report.snapshot.storeName}).`}</p>
          </>
        ) : ''}
        reasonHint="Kept in the audit log; the seller affected is told what was done and why."
        confirmLabel={act.target?.label ?? 'Confirm'}
        busyLabel="Working..."
        danger={act.target ? isTakedown(act.target.action) : false}
      />
    </section>
  );
}
