/** Previous / page x of y / Next. */
export function Pager({ page, totalPages, onPage, busy }: { page: number; totalPages: number; onPage: (page: number) => void; busy: boolean }) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label="Order pages">
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>Previous</button>
      <span className="pager__where" aria-live="polite">Page {page} of {Math.max(totalPages, 1)}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
