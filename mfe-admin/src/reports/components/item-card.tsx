import type { ReportTarget } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { ImageGallery } from '../../common/image-gallery.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText } from '../../common/time-text.tsx';

const HIDDEN_TEXT: Record<ReportTarget['type'], string> = { review: 'Hidden', broadcast: 'Inactive', store: 'Closed' };

/** The reported item at one moment: as reported (the snapshot) or as it is now. */
export function ItemCard({ heading, item, note }: { heading: string; item: ReportTarget | null; note?: string }) {
  return (
    <section className="admin-card" aria-label={heading}>
      <h3 className="admin-card__title">
        <span>{heading}</span>
        {item ? <StatusBadge tone={item.visible ? 'success' : 'danger'}>{item.visible ? 'Visible to buyers' : HIDDEN_TEXT[item.type]}</StatusBadge> : null}
      </h3>
      {note ? <p className="muted small admin-note">{note}</p> : null}
      {item ? (
        <>
          <dl className="admin-facts">
            <div><dt>Title</dt><dd className="admin-cell-title">{item.title}</dd></div>
            <div><dt>Store</dt><dd><Link to={`/stores/${encodeURIComponent(item.storeId)}`}>{item.storeName}</Link></dd></div>
            {item.authorName ? <div><dt>Written by</dt><dd>{item.authorName}</dd></div> : null}
            {item.rating !== null ? <div><dt>Rating</dt><dd aria-label={`${item.rating} out of 5`}>{'★'.repeat(Math.round(item.rating))}{'☆'.repeat(Math.max(0, 5 - Math.round(item.rating)))} ({item.rating})</dd></div> : null}
            <div><dt>Created</dt><dd><TimeText value={item.createdAt} /></dd></div>
          </dl>
          {item.text ? <p className="admin-text admin-section">{item.text}</p> : null}
          {item.images.length > 0 ? <div className="admin-section"><ImageGallery images={item.images} label="Item image" /></div> : null}
        </>
      ) : (
        <p className="notice notice--warning admin-conflict">This item no longer exists.</p>
      )}
    </section>
  );
}
