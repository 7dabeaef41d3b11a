import { useLocation } from 'react-router';
import { chunkReloadMark, CHUNK_RELOAD_MARK_KEY, isChunkLoadError, shouldReloadForChunkError, Link } from '@haat/web-kit';
import { useEffect } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** sessionStorage that may be missing (private mode): reads as empty, writes report failure. */
function readMark(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_MARK_KEY);
  } catch {
    return null;
  }
}
function writeMark(value: string): boolean {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_MARK_KEY, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec: an uncaught error shows 'Something went wrong' with 'Try again' and 'Go to Home'; a failed
 * lazy load reloads the page — once, so a chunk that is really gone cannot loop reloads.
 */
export function RouteErrorBoundary({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(messages);
  const location = useLocation();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (!shouldReloadForChunkError(error, location.pathname, readMark(), Date.now())) return;
    // Without the mark a reload could loop: then the error page stays instead.
    if (writeMark(chunkReloadMark(location.pathname, Date.now()))) window.location.reload();
  }, [error, location.pathname]);

  useEffect(() => {
    if (!chunkError) console.error('[haat] page error', error);
  }, [chunkError, error]);

  const detail = error instanceof Error ? error.message : '';
  return (
    <section className="page fallback" aria-labelledby="error-title">
      <div className="fallback__card card" role="alert">
        <h1 id="error-title" className="fallback__title">{t('route.wrong')}</h1>
        {detail ? <p className="fallback__text">{detail}</p> : null}
        <div className="fallback__actions">
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t('route.retry')}
          </button>
          <Link className="btn btn--secondary" to="/">{t('route.home')}</Link>
        </div>
      </div>
    </section>
  );
}
