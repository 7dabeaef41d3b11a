import { AppUnavailable, LoadingState, unknownPathTarget, useSession } from '@haat/web-kit';
import { NotFoundPage } from '@haat/web-kit/not-found';
import { Navigate, useParams } from 'react-router';
import { slugRouteKind } from './store-slug.ts';
import { StoreFront } from './store-front.tsx';
import { useStoreBySlug } from './use-store.ts';
import { usePageMeta } from '../common/use-page-meta.ts';
import { isMissing, StoreStates } from './store-page.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';

/**
 * A page of the seller, delivery or admin app reached this route, so that app did not load (its
 * own route would have ranked first). The spec's fallback page, as the shell shows it; redirecting
 * could loop (a seller's /dashboard → / → /dashboard).
 */
function OtherAppUnavailable() {
  const t = useT(messages);
  usePageMeta({ title: t('store.somethingWrong'), description: t('store.partUnavailable') });
  return <AppUnavailable />;
}

/**
 * /{customSlug} (spec §2): the store page reached by the store's custom slug, resolved with
 * GET /stores/by-slug/{slug}. Fixed routes rank above this one, so a slug never hides a page.
 * A name Haat keeps for itself, or a path that is no store's slug, is an unknown address rather than
 * a missing store: 'Page not found' (issue 35), as the shell shows for other unknown paths. Sellers,
 * who are not shown public store pages, go to /dashboard from any slug.
 */
export function StoreSlugPage() {
  const { customSlug = '' } = useParams();
  const session = useSession();
  const kind = slugRouteKind(customSlug);
  const store = useStoreBySlug(customSlug, kind === 'slug' && session.status !== 'loading' && !session.isSeller);

  if (kind === 'other-app') return <OtherAppUnavailable />;
  if (session.status === 'loading') return <section className="page buyer"><LoadingState /></section>;
  if (session.isSeller) return <Navigate to={unknownPathTarget(session)} replace />;
  if (kind === 'reserved' || kind === 'invalid') return <NotFoundPage />;
  if (store.isPending) return <StoreStates state="loading" onRetry={() => {}} />;
  if (store.isError) return isMissing(store.error) ? <NotFoundPage /> : <StoreStates state="error" onRetry={() => void store.refetch()} />;
  return <StoreFront key={store.data.id} store={store.data} />;
}
