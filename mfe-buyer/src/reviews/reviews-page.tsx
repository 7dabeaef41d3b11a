import { Link } from '@haat/web-kit';
import { useParams } from 'react-router';
import { StoreReviews } from './store-reviews.tsx';
import { PageMeta } from '../common/page-meta.tsx';
import '../info/static-page.css';
import { WithStore } from '../store/with-store.tsx';

/** /stores/:storeId/reviews: the store's reviews on a page of their own. */
export function ReviewsPage() {
  const { storeId = '' } = useParams();
  return (
    <WithStore storeId={storeId}>
      {({ name, city }) => (
        <section className="page page--narrow" aria-labelledby="reviews-title">
          <PageMeta title={`Reviews of ${name}`} description={`What buyers say about ${name}${city ? ` in ${city}` : ''}: ratings, photos and reviews on Haat.`} />
          <nav className="breadcrumb" aria-label="Breadcrumb">
            <Link to={`/stores/${encodeURIComponent(storeId)}`}>← Back to {name}</Link>
          </nav>
          <h1 id="reviews-title" className="page__title">Reviews of {name}</h1>
          <StoreReviews storeId={storeId} storeName={name} />
        </section>
      )}
    </WithStore>
  );
}
