import { ErrorState, isApiError, LoadingState, toast, useSession } from '@haat/web-kit';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { deleteReview, fetchEligibility, findStoreReview, toggleHelpful, type Review, type ReviewSort, type StarFilter } from './reviews-api.ts';
import { RatingSummaryCard } from './rating-summary.tsx';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportDialog } from '../reports/use-report-dialog.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';
import { REVIEW_SORTS, reviewIdOf, STARS, summaryOf, withHelpfulToggled } from './review-list.ts';
import { useReviewCaches, useStoreReviews, useWriteAccess } from './use-store-reviews.ts';
import type { WriteAccess } from './write-access.ts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
// Its 'Load more' row is styled by the buyer's common sheet; imported here so /stores/:id/reviews opened directly has it too.
import '../common/buyer.css';
import './reviews.css';

type FormState = { mode: 'closed' } | { mode: 'write' } | { mode: 'edit'; review: Review };

/** The write/edit button or what stands in its place (spec §6: visitors see 'Login to Review'). */
function WriteButton({ access, hasOwn, onWrite, onEdit }: { access: WriteAccess; hasOwn: boolean; onWrite: () => void; onEdit: () => void }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (hasOwn || access.kind === 'edit') return <button type="button" className="btn btn--secondary" onClick={onEdit}>{t('reviews.editYours')}</button>;
  switch (access.kind) {
    case 'login':
      return (
        <button type="button" className="btn btn--primary" onClick={() => { toast.info(t('reviews.loginToReview')); navigate('/login', { state: { returnTo: pathname } }); }}>
          {t('reviews.loginButton')}
        </button>
      );
    case 'not-buyer':
      return <button type="button" className="btn btn--primary" onClick={() => toast.info(t('reviews.buyersOnly'))}>{t('reviews.write')}</button>;
    case 'checking':
      return <button type="button" className="btn btn--primary" disabled>{t('reviews.write')}</button>;
    case 'refused':
      return <p className="notice notice--info review-toolbar__notice">{access.reason}</p>;
    case 'allowed':
      return (
        <div className="review-toolbar__write">
          {access.notice ? <p className="notice notice--warning review-toolbar__notice">{access.notice}</p> : null}
          <button type="button" className="btn btn--primary" onClick={onWrite}>{t('reviews.write')}</button>
        </div>
      );
  }
}

/**
 * A store's reviews (spec §2 'Reviews'): summary and distribution, star filter, sort, write or edit,
 * delete with confirmation, report, helpful. Used by /stores/:id/reviews; the store page's Reviews
 * tab can render it as it is.
 */
export function StoreReviews({ storeId, storeName }: { storeId: string; storeName: string }) {
  const t = useT(messages);
  const session = useSession();
  const userId = session.user?.id ?? null;
  const [filter, setFilter] = useState<StarFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('recent');
  const reviews = useStoreReviews(storeId, sort, filter);
  const caches = useReviewCaches(storeId);
  const access = useWriteAccess(storeId);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const reporting = useReportDialog();
  const [helpfulBusy, setHelpfulBusy] = useState<string | null>(null);

  if (reviews.isPending) return <LoadingState label={t('reviews.loading')} />;
  if (reviews.isError) return <ErrorState message={t('reviews.loadFailed')} onRetry={() => void reviews.refetch()} />;

  const pages = reviews.data.pages;
  const loaded = pages.flatMap((p) => p.data ?? []);
  const summary = summaryOf(pages[0]);
  const matching = pages[0]?.totalCount ?? loaded.length;
  const ownLoaded = (userId && loaded.find((r) => r.userId === userId)) || null;

  /** The caller's review: from the list when loaded, else looked up (it may be filtered out or on a later page). */
  const openOwn = async () => {
    const reviewId = access.kind === 'edit' ? access.reviewId : null;
    const own = ownLoaded ?? (reviewId ? await findStoreReview(storeId, reviewId).catch(() => null) : null);
    if (own) setForm({ mode: 'edit', review: own });
    else toast.error(translate(messages, 'reviews.openFailed'));
  };

  /** After an 'already reviewed' refusal: the server names the caller's review; open it. */
  const openOwnAfterConflict = async () => {
    await caches.refresh();
    const check = await fetchEligibility(storeId).catch(() => null);
    const own = check?.reviewId ? await findStoreReview(storeId, check.reviewId).catch(() => null) : null;
    setForm(own ? { mode: 'edit', review: own } : { mode: 'closed' });
  };

  const markHelpful = async (review: Review) => {
    if (!userId) return void toast.info(translate(messages, 'reviews.loginForHelpful'));
    const id = reviewIdOf(review);
    setHelpfulBusy(id);
    caches.patch(withHelpfulToggled(review));
    try {
      const updated = await toggleHelpful(id);
      if (updated) caches.patch(updated);
    } catch (err) {
      caches.patch(review);
      toast.error((isApiError(err) && err.serverText) || translate(messages, 'reviews.updateFailed'));
    } finally {
      setHelpfulBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteReview(reviewIdOf(deleting));
      toast.success(translate(messages, 'reviews.deleted'));
      setDeleting(null);
      setForm({ mode: 'closed' });
      await caches.refresh();
    } catch (err) {
      toast.error((isApiError(err) && err.serverText) || translate(messages, 'reviews.deleteFailed'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const report = (review: Review) => reporting.open({ reportType: 'review', reportedItem: reviewIdOf(review) });

  return (
    <div className="store-reviews">
      <RatingSummaryCard summary={summary} filter={filter} onFilter={setFilter} />

      <div className="review-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="review-filter">{t('reviews.filter')}</label>
          <select id="review-filter" className="field__input" value={String(filter)} onChange={(e) => setFilter(e.target.value === 'all' ? 'all' : (Number(e.target.value) as StarFilter))}>
            <option value="all">{t('reviews.allRatings')}</option>
            {STARS.map((n) => <option key={n} value={n}>{t('reviews.stars', { count: n })}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-sort">{t('reviews.sortBy')}</label>
          <select id="review-sort" className="field__input" value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
            {REVIEW_SORTS.map(([value, label]) => <option key={value} value={value}>{t(label)}</option>)}
          </select>
        </div>
        {form.mode === 'closed' ? (
          <WriteButton access={access} hasOwn={ownLoaded !== null} onWrite={() => setForm({ mode: 'write' })} onEdit={() => void openOwn()} />
        ) : null}
      </div>

      {form.mode !== 'closed' ? (
        <ReviewForm
          key={form.mode === 'edit' ? reviewIdOf(form.review) : 'new'}
          storeId={storeId}
          editing={form.mode === 'edit' ? form.review : null}
          onSaved={caches.refresh}
          onCancel={() => setForm({ mode: 'closed' })}
          onAlreadyReviewed={() => void openOwnAfterConflict()}
        />
      ) : null}

      <p className="muted" aria-live="polite">
        {filter === 'all' ? t('reviews.countOfStore', { count: matching, store: storeName }) : t('reviews.countWithStars', { count: matching, stars: filter })}
      </p>
      {loaded.length === 0 ? (
        filter === 'all' ? (
          <p className="state">{t('reviews.none')}</p>
        ) : (
          <div className="state">
            <p>{t('reviews.noneWithStars', { stars: filter })}</p>
            <button type="button" className="btn btn--secondary" onClick={() => setFilter('all')}>{t('reviews.showAll')}</button>
          </div>
        )
      ) : (
        <ul className={`review-list${reviews.isPlaceholderData ? ' review-list--stale' : ''}`} aria-busy={reviews.isFetching}>
          {loaded.map((review) => {
            const id = reviewIdOf(review);
            return (
              <li key={id}>
                <ReviewCard
                  review={review}
                  actions={{
                    own: !!userId && review.userId === userId,
                    helpfulBusy: helpfulBusy === id,
                    onHelpful: () => void markHelpful(review),
                    onEdit: () => setForm({ mode: 'edit', review }),
                    onDelete: () => setDeleting(review),
                    onReport: () => report(review),
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <div className="load-more">
          <p className="muted">{t('reviews.showing', { shown: loaded.length, count: matching })}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
            {t(reviews.isFetchingNextPage ? 'reviews.loadingMore' : 'reviews.loadMore')}
          </button>
        </div>
      ) : null}

      <ConfirmDialog
        danger
        open={deleting !== null}
        title={t('reviews.deleteTitle')}
        text={t('reviews.deleteText')}
        confirmLabel={t('reviews.deleteConfirm')}
        busyLabel={t('reviews.deleting')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ReportDialog target={reporting.target} onClose={reporting.close} />
    </div>
  );
}
