import { useQuery } from '@tanstack/react-query';
import { Link } from '@haat/web-kit';
import type { BroadcastSummary } from '@haat/contracts/broadcast-reply';
import { currentBanners } from './banners.ts';
import { ProductImage } from '../common/product-image.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const BANNERS_STALE_MS = 5 * 60_000;

function Banner({ banner, linkToStore, onReport }: { banner: BroadcastSummary; linkToStore: boolean; onReport: ((banner: BroadcastSummary) => void) | undefined }) {
  const t = useT(messages);
  const body = (
    <>
      {banner.imageUrl ? <ProductImage className="banner__image" src={banner.imageUrl} alt="" width={1200} height={400} /> : null}
      <span className="banner__text">
        <span className="banner__title">{banner.title}</span>
        {banner.description ? <span className="banner__description">{banner.description}</span> : null}
        {linkToStore && banner.storeName ? <span className="banner__store">{banner.storeName}</span> : null}
      </span>
    </>
  );
  return (
    <li className={`banner${banner.imageUrl ? ' banner--image' : ''}`}>
      {linkToStore && banner.storeId ? <Link className="banner__link" to={`/stores/${encodeURIComponent(banner.storeId)}`}>{body}</Link> : <div className="banner__link">{body}</div>}
      {onReport ? (
        <button type="button" className="banner__report" onClick={() => onReport(banner)} aria-label={t('catalog.reportOffer', { title: banner.title })}>{t('catalog.report')}</button>
      ) : null}
    </li>
  );
}

/** Where a strip's banners come from; `written`, the list its page was served with (once), if any. */
type BannersSource = { queryKey: readonly unknown[]; load: (signal: AbortSignal) => Promise<unknown[]>; written?: () => unknown[] | undefined };

const bannersQuery = ({ queryKey, load, written }: BannersSource) => ({
  queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => load(signal),
  initialData: written,
  select: (list: unknown[]) => currentBanners(list, Date.now()),
  staleTime: BANNERS_STALE_MS,
});

/**
 * Whether a strip's banners have arrived (or failed): a page holds what sits below the strip until
 * then, so the strip appearing does not push it down (a layout shift).
 */
export function useBannersSettled(source: BannersSource): boolean {
  return !useQuery(bannersQuery(source)).isPending;
}

/**
 * A strip of current banners and offers: a store's own (GET /broadcasts/store/:id) on its page, or
 * a city's (GET /broadcasts/banners?city=) on the store list, each linking to its store. Nothing is
 * shown while loading or when the call fails — banners are extras, never a reason for an error.
 * With `onReport`, each has a Report button (the page holds the report dialog).
 */
export function BannerStrip({ queryKey, load, written, label, linkToStore = false, onReport }: BannersSource & {
  label: string;
  linkToStore?: boolean;
  onReport?: ((banner: BroadcastSummary) => void) | undefined;
}) {
  const query = useQuery(bannersQuery({ queryKey, load, written }));
  const banners = query.data ?? [];
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={label}>
      <ul className="banners__list">
        {banners.map((b) => <Banner key={b.id} banner={b} linkToStore={linkToStore} onReport={onReport} />)}
      </ul>
    </section>
  );
}
