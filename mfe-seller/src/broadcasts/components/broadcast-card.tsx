import { formatDate } from '@haat/web-kit';
import { broadcastStatus, type BroadcastStatus } from '@haat/contracts/broadcast-reply';
import type { SellerBroadcast } from '../broadcasts-api.ts';

const badges: Record<BroadcastStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'badge badge--success' },
  scheduled: { label: 'Scheduled', className: 'badge badge--info' },
  expired: { label: 'Expired', className: 'badge badge--danger' },
  inactive: { label: 'Inactive', className: 'badge' },
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
  const status = badges[broadcastStatus(broadcast, now)];
  const reaches = broadcast.targetCity && broadcast.targetCity.toLowerCase() !== broadcast.city.toLowerCase() ? `${broadcast.city} and ${broadcast.targetCity}` : broadcast.city;
  const switchId = `broadcast-switch-${broadcast.id}`;
  return (
    <article className="card broadcast-card" aria-labelledby={`broadcast-title-${broadcast.id}`}>
      {broadcast.imageUrl ? <img className="broadcast-card__image" src={broadcast.imageUrl} alt="" loading="lazy" /> : <div className="broadcast-card__image broadcast-card__image--none" aria-hidden="true">No picture</div>}
      <div className="broadcast-card__body">
        <div className="broadcast-card__badges">
          <span className={status.className}>{status.label}</span>
          <span className="badge">{broadcast.broadcastType === 'banner' ? 'Banner' : 'Offer'}</span>
        </div>
        <h3 id={`broadcast-title-${broadcast.id}`} className="broadcast-card__title">{broadcast.title}</h3>
        {broadcast.description ? <p className="broadcast-card__text">{broadcast.description}</p> : null}
        <p className="broadcast-card__meta">
          {broadcast.validFrom !== null ? formatDate(broadcast.validFrom) : '—'} – {broadcast.validUntil !== null ? formatDate(broadcast.validUntil) : '—'} · {reaches}
        </p>
        <div className="broadcast-card__actions">
          <label className="broadcast-switch" htmlFor={switchId}>
            <input id={switchId} type="checkbox" role="switch" checked={broadcast.isActive} disabled={busy} onChange={(e) => onToggle(e.target.checked)} />
            <span>{broadcast.isActive ? 'Active' : 'Inactive'}</span>
            <span className="visually-hidden"> — {broadcast.title}</span>
          </label>
          <span className="broadcast-card__buttons">
            <button type="button" className="btn btn--ghost btn--small" onClick={onEdit} aria-label={`Edit ${broadcast.title}`}>Edit</button>
            <button type="button" className="btn btn--ghost btn--small broadcast-card__delete" onClick={onDelete} aria-label={`Delete ${broadcast.title}`}>Delete</button>
          </span>
        </div>
      </div>
    </article>
  );
}
