import { useEffect } from 'react';

/**
 * The tab's title while the page is shown ("{title} — Haat"), put back when it goes. Set from an
 * effect rather than a rendered <title>, so the page that goes hands the tab back to the one under
 * it (a dialog's page over a list, say) instead of two <title> elements competing in <head>.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Haat`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** <meta name="robots" content="noindex"> in <head> while a page search engines must not list is shown. */
export function useNoindex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
