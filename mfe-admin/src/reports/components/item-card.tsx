import type { ReportTarget } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { ImageGallery } from '../../common/image-gallery.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { reportMessages } from '../report-labels.ts';

/** What a hidden item is called, by kind. */
const HIDDEN_TEXT: Record<ReportTarget['type'], keyof typeof messages> = { review: 'reports.hiddenReview', broadcast: 'reports.inactiveOffer', store: 'reports.closedStore' };

/** The reported item at one moment: as reported (the snapshot) or as it is now. */
export function ItemCard({ heading, item, note }: { heading: string; item: ReportTarget | null; note?: string }) {
  const t = useT(reportMessages);
  return (
    <section className="admin-card" aria-label={heading}>
      <h3 className="admin-card__title">
        <span>{heading}</span>
        {item ? <StatusBadge tone={item.visible ? 'success' : 'danger'}>{t(item.visible ? 'reports.visible' : HIDDEN_TEXT[item.type])}</StatusBadge> : null}
      </h3>
      {note ? <p className="muted small admin-note">{note}</p> : null}
      {item ? (
        <>
          <dl className="admin-facts">
            <div><dt>{t('reports.itemTitle')}</dt><dd className="admin-cell-title">{item.title}</dd></div>
            <div><dt>{t('common.store')}</dt><dd><Link to={`/stores/${encodeURIComponent(item.storeId)}`}>{item.storeName}</Link></dd></div>
            {item.authorName ? <div><dt>{t('reports.writtenBy')}</dt><dd>{item.authorName}</dd></div> : null}
            {item.rating !== null ? <div><dt>{t('reports.rating')}</dt><dd aria-label={t('reports.ratingOutOf', { rating: item.rating })}>{'★'.repeat(Math.round(item.rating))}{'☆'.repeat(Math.max(0, 5 - Math.round(item.rating)))} ({item.rating})</dd></div> : null}
            <div><dt>{t('reports.created')}</dt><dd><TimeText value={item.createdAt} /></dd></div>
          </dl>
          {item.text ? <p className="admin-text admin-section">{item.text}</p> : null}
          {item.images.length > 0 ? <div className="admin-section"><ImageGallery images={item.images} label={t('reports.itemImage')} /></div> : null}
        </>
      ) : (
        <p className="notice notice--warning admin-conflict">{t('reports.noLongerExists')}</p>
      )}
    </section>
  );
}
