import { Link } from '@haat/web-kit';
import { useParams } from 'react-router';
import { StoreReviews } from './store-reviews.tsx';
import { PageMeta } from '../common/page-meta.tsx';
import '../info/static-page.css';
import { WithStore } from '../store/with-store.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** /stores/:storeId/reviews: the store's reviews on a page of their own. */
export function ReviewsPage() {
  const t = useT(messages);
  const { storeId = '' } = useParams();
  return (
    <WithStore storeId={storeId}>
      {({ name, city }) => (
        <section className="page page--narrow" aria-labelledby="reviews-title">
          <PageMeta title={t('reviews.titleOf', { store: name })} description={city ? t('reviews.descriptionIn', { store: name, city }) : t('reviews.description', { store: name })} />
          <nav className="breadcrumb" aria-label={t('reviews.breadcrumb')}>
            <Link to={`/stores/${encodeURIComponent(storeId)}`}>{t('reviews.backTo', { store: name })}</Link>
          </nav>
          <h1 id="reviews-title" className="page__title">{t('reviews.titleOf', { store: name })}</h1>
          <StoreReviews storeId={storeId} storeName={name} />
        </section>
      )}
    </WithStore>
  );
}
