import type { ReactNode } from 'react';
import { Dialog } from '@haat/web-kit/dialog';

/**
 * A modal form (report, order cancellation) on the buyer remote's Dialog: the page goes inert, Tab stays
 * inside, focus returns to the opener. While a submission runs (dismissible false), Escape and the
 * backdrop do nothing. Content mounts only while open, so a reopened form starts empty.
 */
export function ModalDialog({ open, onClose, labelledBy, children, dismissible = true }: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  dismissible?: boolean;
}) {
  return (
    <Dialog open={open} onClose={() => { if (dismissible) onClose(); }} labelledBy={labelledBy}>
      <div className="modal__body">{children}</div>
    </Dialog>
  );
}

