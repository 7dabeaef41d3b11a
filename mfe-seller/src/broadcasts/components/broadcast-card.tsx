import { formatDate } from '@haat/web-kit';
import { broadcastStatus, type BroadcastStatus } from '@haat/contracts/broadcast-reply';
import type { SellerBroadcast } from '../broadcasts-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const badges: Record<BroadcastStatus, { label: keyof typeof messages; className: string }> = {
  active: { label: 'broadcasts.statusActive', className: 'badge badge--success' },
  scheduled: { label: 'broadcasts.statusScheduled', className: 'badge badge--info' },
  expired: { label: 'broadcasts.statusExpired', className: 'badge badge--danger' },
  inactive: { label: 'broadcasts.statusInactive', className: 'badge' },
};

/** One broadcast of the seller's list: picture, texts, status badge, on/off switch, edit and delete. */
export function BroadcastCard({ broadcast, now, busy, onToggle, onEdit, onDelete }: {
  broadcast: SellerBroadcast;
  now: number;
  busy: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(messages);
  const status = badges[broadcastStatus(broadcast, now)];
  const reaches = broadcast.targetCity && broadcast.targetCity.toLowerCase() !== broadcast.city.toLowerCase()
    ? t('broadcasts.reachesTwo', { city: broadcast.city, targetCity: broadcast.targetCity })
    : broadcast.city;
  const switchId = `broadcast-switch-${broadcast.id}`;
  return (
    <article className="card broadcast-card" aria-labelledby={`broadcast-title-${broadcast.id}`}>
      {broadcast.imageUrl ? <img className="broadcast-card__image" src={broadcast.imageUrl} alt="" loading="lazy" /> : <div className="broadcast-card__image broadcast-card__image--none" aria-hidden="true">{t('broadcasts.noPicture')}</div>}
      <div className="broadcast-card__body">
        <div className="broadcast-card__badges">
          <span className={status.className}>{t(status.label)}</span>
          <span className="badge">{broadcast.broadcastType === 'banner' ? t('broadcasts.typeBanner') : t('broadcasts.typeOffer')}</span>
        </div>
        <h3 id={`broadcast-title-${broadcast.id}`} className="broadcast-card__title">{broadcast.title}</h3>
        {broadcast.description ? <p className="broadcast-card__text">{broadcast.description}</p> : null}
        <p className="broadcast-card__meta">
          {broadcast.validFrom !== null ? formatDate(broadcast.validFrom) : '—'} – {broadcast.validUntil !== null ? formatDate(broadcast.validUntil) : '—'} · {reaches}
        </p>
        <div className="broadcast-card__actions">
          <label className="broadcast-switch" htmlFor={switchId}>
            <input id={switchId} type="checkbox" role="switch" checked={broadcast.isActive} disabled={busy} onChange={(e) => onToggle(e.target.checked)} />
            <span>{broadcast.isActive ? t('broadcasts.statusActive') : t('broadcasts.statusInactive')}</span>
            <span className="visually-hidden"> — {broadcast.title}</span>
          </label>
          <span className="broadcast-card__buttons">
            <button type="button" className="btn btn--ghost btn--small" onClick={onEdit} aria-label={t('broadcasts.editNamed', { title: broadcast.title })}>{t('broadcasts.edit')}</button>
            <button type="button" className="btn btn--ghost btn--small broadcast-card__delete" onClick={onDelete} aria-label={t('broadcasts.deleteNamed', { title: broadcast.title })}>{t('broadcasts.delete')}</button>
          </span>
        </div>
      </div>
    </article>
  );
}
