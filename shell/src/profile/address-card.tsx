import type { SavedAddress } from '@haat/contracts/user-reply';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type AddressCardProps = { address: SavedAddress; busy: boolean; onEdit: () => void; onDelete: () => void; onMakeDefault: () => void };

/** One saved address with its actions. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useT(messages);
  const title = address.label || address.name;
  return (
    <li className="address-card">
      <div className="address-card__head">
        <strong>{title}</strong>
        {address.isDefault ? <span className="badge badge--success">{t('profile.default')}</span> : null}
      </div>
      <address className="address-card__body">
        {address.label ? <>{address.name}<br /></> : null}
        {address.address}<br />
        {address.city} {address.postalCode}<br />
        {address.phone}{address.email ? <><br />{address.email}</> : null}
      </address>
      <div className="address-card__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onEdit} disabled={busy}>{t('profile.edit')}</button>
        {!address.isDefault ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={onMakeDefault} disabled={busy}>{t('profile.setDefault')}</button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--small address-card__delete" onClick={onDelete} disabled={busy} aria-label={t('profile.deleteAddress', { name: title })}>
          {t('profile.delete')}
        </button>
      </div>
    </li>
  );
}
