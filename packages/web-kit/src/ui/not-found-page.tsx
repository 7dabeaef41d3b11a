// Through the root, the shared singleton: this subpath is each app's own copy.
import { Link, useDocumentTitle, useKitT, useNoindex } from '@haat/web-kit';
import messages from '../page/messages.json';

/**
 * An address that is no page of Haat and no store's (issue 35): said plainly, with the way home and
 * to the stores, and kept out of search engines. Shared by the shell's unknown paths and the buyer's
 * `/{customSlug}` that names no store; styled by the shell's error fallback (pages.css).
 */
export function NotFoundPage() {
  const t = useKitT(messages);
  useDocumentTitle(t('kit.page.notFound'));
  useNoindex(true);
  return (
    <section className="page fallback" aria-labelledby="not-found-title">
      <div className="fallback__card card">
        <h1 id="not-found-title" className="fallback__title">{t('kit.page.notFound')}</h1>
        <p className="fallback__text">{t('kit.page.notFoundText')}</p>
        <div className="fallback__actions">
          <Link className="btn btn--primary" to="/">{t('kit.page.home')}</Link>
          <Link className="btn btn--secondary" to="/stores">{t('kit.page.otherStores')}</Link>
        </div>
      </div>
    </section>
  );
}
