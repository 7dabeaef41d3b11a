import { useToastStore } from '@haat/web-kit';
import { createPortal } from 'react-dom';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { useTopModalDialog } from './use-top-modal-dialog.ts';

/**
 * Bottom-right stack of notices (spec §2 'Overlays'); errors are announced at once. While a modal
 * dialog is open (quick view, cart panel) the stack renders inside it, so it is above its backdrop
 * and can still be dismissed (issue 15).
 */
export function ToastStack() {
  const t = useT(messages);
  const { toasts, dismiss } = useToastStore();
  const dialog = useTopModalDialog();
  const stack = (
    <div className="toast-stack" role="region" aria-live="polite" aria-label={t('toast.notices')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            {toast.message ? <p className="toast__message">{toast.message}</p> : null}
            {toast.action ? (
              <button type="button" className="btn btn--ghost btn--small" onClick={toast.action.onClick}>{toast.action.text}</button>
            ) : null}
          </div>
          <button type="button" className="icon-button toast__close" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>✕</button>
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(stack, dialog) : stack;
}
