import { useEffect, useState } from 'react';

/** The open modal <dialog> drawn last (showModal() puts it in the browser's top layer), or null. */
function topModalDialog(): HTMLDialogElement | null {
  let open: NodeListOf<HTMLDialogElement>;
  try {
    open = document.querySelectorAll<HTMLDialogElement>('dialog:modal');
  } catch {
    // A browser (or test DOM) without :modal: every open dialog of ours is modal.
    open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  }
  return open.length > 0 ? open[open.length - 1]! : null;
}

/**
 * Follows which modal dialog is open. A modal dialog sits in the top layer above any z-index and
 * makes the rest of the page inert, so a notice meant to be seen and dismissed while it is open has
 * to be rendered inside it (a popover would be drawn above it but stay inert).
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}
