import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { useEffect } from 'react';

const RELOAD_MARK = 'haat:reloaded-after-chunk-error';

/** A page's code could not be fetched (a new deployment replaced its chunk, or the network blinked). */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Failed to fetch|error loading dynamically/i.test(text);
}

/** Whether this path was reloaded for a chunk error in the last 30 s (a second failure shows the page). */
function recentlyReloaded(path: string): boolean {
  try {
    const mark = JSON.parse(sessionStorage.getItem(RELOAD_MARK) ?? 'null') as { path: string; at: number } | null;
    return !!mark && mark.path === path && Date.now() - mark.at < 30_000;
  } catch {
    return false;
  }
}

/**
 * Spec: an uncaught error shows 'Something went wrong' with 'Try again' and 'Go to Home'; a failed
 * lazy load reloads the page — once, so a chunk that is really gone cannot loop reloads.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const chunkError = isChunkLoadError(error);
  const reloadedAlready = recentlyReloaded(location.pathname);

  useEffect(() => {
    if (chunkError && !reloadedAlready) {
      sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ path: location.pathname, at: Date.now() }));
      window.location.reload();
    }
  }, [chunkError, reloadedAlready, location.pathname]);

  useEffect(() => {
    if (!chunkError) console.error('[haat] page error', error);
  }, [chunkError, error]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <section className="page fallback" aria-labelledby="error-title">
      <div className="fallback__card card" role="alert">
        <h1 id="error-title" className="fallback__title">Something went wrong</h1>
        {detail ? <p className="fallback__text">{detail}</p> : null}
        <div className="fallback__actions">
          <button type="button" className="btn btn--primary" onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}>
            Try again
          </button>
          <Link className="btn btn--secondary" to="/">Go to Home</Link>
        </div>
      </div>
    </section>
  );
}
