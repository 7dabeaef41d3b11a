import { useNoindex } from '@haat/web-kit';
import { usePageMeta } from './use-page-meta.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Title and description of a page (the buyer remote's usePageMeta, so every page sets them the
 * same way), and noindex for pages search engines must not list.
 */
export function PageMeta({ title, description, noindex = false }: { title: string; description?: string; noindex?: boolean }) {
  const t = useT(messages);
  usePageMeta({ title, description: description ?? t('common.defaultDescription') });
  useNoindex(noindex);
  return null;
}
