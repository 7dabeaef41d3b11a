import { useEffect } from 'react';
import { usePageMeta } from './use-page-meta.ts';

const DEFAULT_DESCRIPTION = 'Haat: order from the local stores of your city.';

/** Adds <meta name="robots" content="noindex"> while the page is shown. */
function useNoindex(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}

/**
 * Title and description of a page (the buyer remote's usePageMeta, so every page sets them the
 * same way), and noindex for pages search engines must not list.
 */
export function PageMeta({ title, description = DEFAULT_DESCRIPTION, noindex = false }: { title: string; description?: string; noindex?: boolean }) {
  usePageMeta({ title, description });
  useNoindex(noindex);
  return null;
}
