/** Previous / page x of y / Next, with tap-sized buttons. */
export function Pager({ page, totalPages, busy, onPage }: { page: number; totalPages: number; busy: boolean; onPage: (page: number) => void }) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="delivery-pager" aria-label="Delivery pages">
      <button type="button" className="btn btn--ghost" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>Previous</button>
      <span className="delivery-pager__where" aria-live="polite">Page {page} of {Math.max(totalPages, page, 1)}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
