import type { PageInfo } from '@haat/contracts';

/** Previous / page x of y (n items) / Next, under a list. */
export function Pager({ info, page, onPage, busy, label }: { info: PageInfo; page: number; onPage: (page: number) => void; busy: boolean; label: string }) {
  const totalPages = Math.max(info.totalPages, 1);
  return (
    <nav className="admin-pager" aria-label={label}>
      <span className="admin-pager__count muted small">{info.totalCount.toLocaleString('en-IN')} in all</span>
      {totalPages > 1 || page > 1 ? (
        <span className="admin-pager__moves">
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>Previous</button>
          <span className="admin-pager__where" aria-live="polite">Page {page} of {totalPages}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>Next</button>
        </span>
      ) : null}
    </nav>
  );
}
