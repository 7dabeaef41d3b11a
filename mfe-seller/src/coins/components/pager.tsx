/** Previous / Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="coins-pager" aria-label={`${label} pages`}>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</button>
      <span className="small muted">Page {page} of {totalPages}</span>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>Next</button>
    </nav>
  );
}
