import { useDocumentTitle, useNoindex } from '@haat/web-kit';

/**
 * The page's title, and noindex where the spec marks the page so (login, register, forgot-password,
 * delete-account); both are put back when the page goes.
 */
export function PageMeta({ title, noindex = false }: { title: string; noindex?: boolean }) {
  useDocumentTitle(title);
  useNoindex(noindex);
  return null;
}
