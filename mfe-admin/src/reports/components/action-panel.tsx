import type { ReportDetail } from '@haat/contracts';
import { toast, type MessageValues } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { targetTypeOfAction } from '@haat/contracts/moderation-rules';
import { ACTION_EFFECT } from '../../common/labels.ts';
import { isTakedown, takeModerationAction } from '../../common/moderation-actions.ts';
import { ReasonDialog } from '../../common/reason-dialog.tsx';
import { useConfirmedAction } from '../../common/use-confirmed-action.ts';
import { USERS_KEY, useUser } from '../../users/use-users.ts';
import { translate, useT } from '../../i18n.ts';
import { itemActions, personActions, responsiblePerson, type ItemAction } from '../allowed-actions.ts';
import { reportMessages } from '../report-labels.ts';

/** A toast's words, in the language shown when it fires. */
const say = (id: keyof typeof reportMessages, values?: MessageValues) => translate(reportMessages, id, values);

/**
 * What can be done about the reported item (hide or restore a review, deactivate an offer, close or
 * reopen a store) and its author or seller (warn, ban or unban), each with a reason. The owning service
 * applies it moments later; `onActed` makes the page follow until it shows.
 */
export function ActionPanel({ report, onActed }: { report: ReportDetail; onActed: () => void }) {
  const t = useT(reportMessages);
  const queryClient = useQueryClient();
  const person = responsiblePerson(report.snapshot);
  const account = useUser(person?.id ?? null);
  const banned = account.data ? account.data.isBanned : null;
  const actions = [...itemActions(report.current, t), ...personActions(person, banned, t)];

  const act = useConfirmedAction<ItemAction>({
    run: (a, reason) => takeModerationAction({ action: a.action, targetId: a.targetId, reason, reportId: report.id }),
    fallback: t('reports.actionError'),
    onSuccess: (a) => {
      if (a.action === 'warn_user') toast.success(say('reports.warningSent'), say('reports.warningSentText'));
      else toast.success(say('reports.actionDone', { action: a.label }), say('reports.actionDoneText'));
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onActed();
    },
    onConflict: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onActed();
    },
  });

  const whoName = person?.name || t('reports.theAuthor');
  const email = account.data?.email;
  const who = !person ? ''
    : person.role === 'author'
      ? (email ? t('reports.whoAuthorEmail', { name: whoName, email }) : t('reports.whoAuthor', { name: whoName }))
      : (email ? t('reports.whoSellerEmail', { name: whoName, email }) : t('reports.whoSeller', { name: whoName }));

  return (
    <section className="admin-card" aria-labelledby="report-actions-title">
      <h2 id="report-actions-title" className="admin-card__title">{t('common.actions')}</h2>
      {actions.length === 0 ? <p className="muted small">{t('reports.nothingToDo')}</p> : null}
      {person ? (
        <p className="small admin-note">
          {who} {banned === true ? <strong className="admin-danger-text">{t('reports.banned')}</strong> : null}
          {account.isError ? <span className="muted"> {t('reports.accountUnreadable')}</span> : null}
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
        title={act.target ? t('reports.actionQuestion', { action: act.target.label }) : ''}
        text={act.target ? (
          <>
            <p>{t(ACTION_EFFECT[act.target.action])}</p>
            <p className="small">{targetTypeOfAction[act.target.action] === 'user' ? who : t('reports.itemLine', { title: report.snapshot.title, store: report.snapshot.storeName })}</p>
          </>
        ) : ''}
        reasonHint={t('reports.actionHint')}
        confirmLabel={act.target?.label ?? t('common.confirm')}
        busyLabel={t('common.working')}
        danger={act.target ? isTakedown(act.target.action) : false}
      />
    </section>
  );
}
