import { MODERATION_REASON_MAX_LENGTH, MODERATION_TEXTS } from '@haat/contracts/moderation-rules';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { useId, useState, type ReactNode } from 'react';
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
 * Every console action goes through here: web-kit's confirm dialog with what will happen, the reason
 * (kept in the audit log and, where the call says so, told to the person affected), then the button.
 * The action's error stays in view, a 409 as "already done" rather than as a failure.
 */
export function ReasonDialog({
  action: { target, busy, error, confirm, close }, title, text, confirmLabel, busyLabel, danger = false, reasonLabel = 'Reason',
  reasonHint, askReason = true, required = true, requiredText = MODERATION_TEXTS.reasonRequired, maxLength = MODERATION_REASON_MAX_LENGTH, children,
}: ReasonDialogProps) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts with an empty reason.
  const [openedFor, setOpenedFor] = useState(target);
  if (openedFor !== target) {
    setOpenedFor(target);
    setReason('');
    setProblem(null);
  }

  const submit = () => {
    const trimmed = reason.trim();
    if (askReason && required && trimmed === '') {
      setProblem(requiredText);
      return;
    }
    setProblem(null);
    confirm(trimmed);
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      dismissLabel={error?.conflict ? 'Close' : 'Cancel'}
      busyLabel={busyLabel}
      busy={busy}
      danger={danger}
      canConfirm={!error?.conflict}
      className="modal admin-modal"
      error={error ? (
        <div className={error.conflict ? 'notice notice--warning admin-conflict' : 'form-error'} role="alert">
          {error.conflict ? <strong>Already done. </strong> : null}
          {error.text}
          {error.conflict ? <span className="small"> The page now shows the item as it is.</span> : null}
        </div>
      ) : null}
      onConfirm={submit}
      onCancel={close}
    >
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
    </ConfirmDialog>
  );
}
