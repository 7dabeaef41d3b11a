// Through the root, the shared singleton: this subpath is each app's own copy.
import { Link, useDocumentTitle, useNoindex } from '@haat/web-kit';

export const PAGE_NOT_FOUND_TEXT = 'Page not found';

/**
 * An address that is no page of Haat and no store's (issue 35): said plainly, with the way home and
 * to the stores, and kept out of search engines. Shared by the shell's unknown paths and the buyer's
 * `/{customSlug}` that names no store; styled by the shell's error fallback (pages.css).
 */
export function NotFoundPage() {
  useDocumentTitle(PAGE_NOT_FOUND_TEXT);
  useNoindex(true);
  return (
    <section className="page fallback" aria-labelledby="not-found-title">
      <div className="fallback__card card">
        <h1 id="not-found-title" className="fallback__title">{PAGE_NOT_FOUND_TEXT}</h1>
        <p className="fallback__text">There is no page or store at this address. The link may be mistyped, or the store may have moved.</p>
        <div className="fallback__actions">
          <Link className="btn btn--primary" to="/">Go to Home</Link>
          <Link className="btn btn--secondary" to="/stores">Browse Other Stores</Link>
        </div>
      </div>
    </section>
  );
}
