import { MODERATION_REASON_MAX_LENGTH } from '@haat/contracts/moderation-rules';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';
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
  /** The reason field's label: 'Reason' unless given. */
  reasonLabel?: string;
  /** Under the field: 'Kept in the audit log with your name.' unless given. */
  reasonHint?: string;
  /** false: a plain confirmation, no reason asked (the call keeps none). */
  askReason?: boolean;
  /** false: the reason may be left empty. */
  required?: boolean;
  /** Said when a required reason is empty: the server's MODERATION_TEXTS.reasonRequired unless given. */
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
  action: { target, busy, error, confirm, close }, title, text, confirmLabel, busyLabel, danger = false, reasonLabel,
  reasonHint, askReason = true, required = true, requiredText, maxLength = MODERATION_REASON_MAX_LENGTH, children,
}: ReasonDialogProps) {
  const t = useT(messages);
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
      setProblem(requiredText ?? t('common.reasonRequired'));
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
      dismissLabel={t(error?.conflict ? 'common.close' : 'common.cancel')}
      busyLabel={busyLabel}
      busy={busy}
      danger={danger}
      canConfirm={!error?.conflict}
      className="modal admin-modal"
      error={error ? (
        <div className={error.conflict ? 'notice notice--warning admin-conflict' : 'form-error'} role="alert">
          {error.conflict ? <strong>{t('common.alreadyDone')} </strong> : null}
          {error.text}
          {error.conflict ? <span className="small"> {t('common.nowShown')}</span> : null}
        </div>
      ) : null}
      onConfirm={submit}
      onCancel={close}
    >
      {children}
      {askReason ? (
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>{required ? reasonLabel ?? t('common.reason') : t('common.optionalLabel', { label: reasonLabel ?? t('common.reason') })}</label>
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
          <span id={`${fieldId}-hint`} className="field__hint">{reasonHint ?? t('common.keptInAudit')} {reason.length}/{maxLength}</span>
        </div>
      ) : null}
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
    </ConfirmDialog>
  );
}
