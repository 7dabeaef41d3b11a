import { useId } from 'react';
import { Dialog } from '@haat/web-kit/dialog';
import type { SellerBroadcast } from '../broadcasts-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** "Delete this broadcast?" with the broadcast's title; the page does the deleting. */
export function DeleteBroadcastDialog({ broadcast, busy, onConfirm, onCancel }: {
  broadcast: SellerBroadcast | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const titleId = useId();
  return (
    <Dialog open={broadcast !== null} onClose={onCancel} labelledBy={titleId}>
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">{t('broadcasts.deleteTitle')}</h2>
        <p className="modal__text">{t('broadcasts.deleteText', { title: broadcast?.title ?? '' })}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>{t('broadcasts.cancel')}</button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>{busy ? t('broadcasts.deleting') : t('broadcasts.deleteButton')}</button>
        </div>
      </div>
    </Dialog>
  );
}
