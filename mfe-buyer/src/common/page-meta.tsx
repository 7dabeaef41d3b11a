import { useNoindex } from '@haat/web-kit';
import { usePageMeta } from './use-page-meta.ts';

const DEFAULT_DESCRIPTION = 'Haat: order from the local stores of your city.';

/**
 * Title and description of a page (the buyer remote's usePageMeta, so every page sets them the
 * same way), and noindex for pages search engines must not list.
 */
export function PageMeta({ title, description = DEFAULT_DESCRIPTION, noindex = false }: { title: string; description?: string; noindex?: boolean }) {
  usePageMeta({ title, description });
  useNoindex(noindex);
  return null;
}
