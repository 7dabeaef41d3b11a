import { useToastStore } from '@haat/web-kit';
import { createPortal } from 'react-dom';
import { useTopModalDialog } from './use-top-modal-dialog.ts';

/**
 * Bottom-right stack of notices (spec §2 'Overlays'); errors are announced at once. While a modal
 * dialog is open (quick view, cart panel) the stack renders inside it, so it is above its backdrop
 * and can still be dismissed (issue 15).
 */
export function ToastStack() {
  const { toasts, dismiss } = useToastStore();
  const dialog = useTopModalDialog();
  const stack = (
    <div className="toast-stack" role="region" aria-live="polite" aria-label="Notices">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'}>
          <div className="toast__body">
            <p className="toast__title">{t.title}</p>
            {t.message ? <p className="toast__message">{t.message}</p> : null}
            {t.action ? (
              <button type="button" className="btn btn--ghost btn--small" onClick={t.action.onClick}>{t.action.text}</button>
            ) : null}
          </div>
          <button type="button" className="icon-button toast__close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>✕</button>
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(stack, dialog) : stack;
}
