import { MODERATION_REASON_MAX_LENGTH, MODERATION_TEXTS } from '@haat/contracts/moderation-rules';
import { Dialog } from '@haat/web-kit/dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ConfirmedAction } from './use-confirmed-action.ts';

type ReasonDialogProps = {
  /** The action it confirms: open while the action has a target; its busy state, error, confirm and close. */
  action: Pick<ConfirmedAction<unknown>, 'target' | 'busy' | 'error' | 'confirm' | 'close'>;
  title: string;
  /** What will happen, in a sentence. */
  text: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  reasonLabel?: string;
  reasonHint?: string;
  /** false: a plain confirmation, no reason asked (the call keeps none). */
  askReason?: boolean;
  /** false: the reason may be left empty. */
  required?: boolean;
  requiredText?: string;
  maxLength?: number;
  /** Extra content above the reason (a summary of the item). */
  children?: ReactNode;
};

/**
 * Every console action goes through here: what will happen, the reason (kept in the audit log and,
 * where the call says so, told to the person affected), then the button. The action's error stays in
 * view, a 409 as "already done" rather than as a failure; Escape and the backdrop do nothing while it works.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const titleId = useId();
  const { action } = props;
  return (
    <Dialog open={action.target !== null} onClose={() => { if (!action.busy) action.close(); }} labelledBy={titleId} className="modal admin-modal">
      <ReasonForm {...props} titleId={titleId} />
    </Dialog>
  );
}

function ReasonForm({
  titleId, action: { busy, error, confirm: onConfirm, close: onCancel }, title, text, confirmLabel, busyLabel, danger = false, reasonLabel = 'Reason',
  reasonHint, askReason = true, required = true, requiredText = MODERATION_TEXTS.reasonRequired, maxLength = MODERATION_REASON_MAX_LENGTH, children,
}: ReasonDialogProps & { titleId: string }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (askReason && required && trimmed === '') {
      setProblem(requiredText);
      return;
    }
    setProblem(null);
    onConfirm(trimmed);
  };

  return (
    <form className="modal__body" onSubmit={submit} noValidate>
      <h2 id={titleId} className="modal__title">{title}</h2>
      <div className="modal__text">{text}</div>
      {children}
      {askReason ? (
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>{reasonLabel}{required ? '' : ' (optional)'}</label>
          <textarea
            id={fieldId}
            className="field__input"
            value={reason}
            maxLength={maxLength}
            rows={3}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-hint`}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus
          />
          <span id={`${fieldId}-hint`} className="field__hint">{reasonHint ?? 'Kept in the audit log with your name.'} {reason.length}/{maxLength}</span>
        </div>
      ) : null}
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {error ? (
        <div className={error.conflict ? 'notice notice--warning admin-conflict' : 'form-error'} role="alert">
          {error.conflict ? <strong>Already done. </strong> : null}
          {error.text}
          {error.conflict ? <span className="small"> The page now shows the item as it is.</span> : null}
        </div>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} {...(askReason ? {} : { 'data-autofocus': true })}>
          {error?.conflict ? 'Close' : 'Cancel'}
        </button>
        {error?.conflict ? null : (
          <button type="submit" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
        )}
      </div>
    </form>
  );
}
