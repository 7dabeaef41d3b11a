import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from './focus-trap.ts';

/**
 * A modal on the native <dialog> (quick view, cart panel, return and report dialogs of every remote,
 * the shell's location picker): showModal() makes the page inert, Tab stays inside, Escape and
 * (unless `closeOnBackdrop` is false) a click on the backdrop close it, and focus goes back to the control
 * that opened it, or to `returnFocus` when that control is gone (the action it offered is done).
 * The content mounts only while open, so a form in it starts empty each time; the element marked
 * `data-autofocus` gets the focus when it opens.
 */
export function Dialog({ open, onClose, labelledBy, className = 'modal', closeOnBackdrop = true, returnFocus, children }: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  closeOnBackdrop?: boolean;
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef(returnFocus);
  // Runs before the effect below (same commit, declaration order), so it reads the latest one.
  useEffect(() => { fallback.current = returnFocus; });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus ran while the dialog was still closed; showModal() focused the first control.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
      else fallback.current?.()?.focus();
    }
  }, [open]);

  // Closing with the page still showing the dialog (a route change): give focus back too.
  useEffect(() => () => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      // The browser may close a dialog itself (repeated Escape); tell the owner so state follows.
      onClose={() => { if (open) onClose(); }}
      onClick={(e) => { if (closeOnBackdrop && e.target === ref.current) onClose(); }}
      onKeyDown={(e) => { if (ref.current) trapTab(e, ref.current); }}
    >
      {open ? children : null}
    </dialog>
  );
}
