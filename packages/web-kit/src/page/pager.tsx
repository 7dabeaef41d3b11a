import { translateKit } from '@haat/web-kit';
import type { ReactNode } from 'react';
import messages from './messages.json';
import './pager.css';

/** Hook-free (the Pager is a plain function of its props): in the language its page renders in. */
const t = (id: keyof typeof messages, values?: Record<string, number>) => translateKit(messages, id, values);

/**
 * Previous / Page x of y / Next under a paged list; nothing when all of it fits on one page (unless a
 * `count` is to be shown, then only the count). `className` places the pager in its app's layout.
 */
export function Pager({ page, totalPages, onPage, label, busy = false, count, small = true, className = '' }: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's name ("Order pages"). */
  label: string;
  /** A page is on its way: both moves wait. */
  busy?: boolean;
  /** How many in all, shown before the moves ("1,204 in all"). */
  count?: ReactNode;
  /** Small buttons; false gives tap-sized ones. */
  small?: boolean;
  className?: string;
}) {
  const paged = totalPages > 1 || page > 1;
  if (!paged && count === undefined) return null;
  const button = `btn btn--ghost${small ? ' btn--small' : ''}`;
  const moves = paged ? (
    <>
      <button type="button" className={button} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>{t('kit.page.previous')}</button>
      <span className="pager__where" aria-live="polite">{t('kit.page.where', { page, pages: Math.max(totalPages, page, 1) })}</span>
      <button type="button" className={button} disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>{t('kit.page.next')}</button>
    </>
  ) : null;
  return (
    <nav className={`pager ${className}`.trim()} aria-label={label}>
      {count === undefined ? moves : (
        <>
          <span className="pager__count muted small">{count}</span>
          {moves ? <span className="pager__moves">{moves}</span> : null}
        </>
      )}
    </nav>
  );
}
