import { useId, type ReactNode } from 'react';
import { useDocumentTitle, Link } from '@haat/web-kit';
import './admin.css';

/**
 * The frame of every console page: an optional way back, the title, a line saying what the page is
 * for, and the page's own buttons. The tab is titled with the title, or `tabTitle` when it is not text.
 */
export function AdminPage({ title, tabTitle, subtitle, back, actions, children }: {
  title: ReactNode;
  tabTitle?: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  useDocumentTitle(tabTitle ?? (typeof title === 'string' ? title : 'Console'));
  return (
    <section className="page admin-page" aria-labelledby={titleId}>
      {back ? <Link className="admin-back small" to={back.to}>← {back.label}</Link> : null}
      <div className="page__header admin-page__header">
        <div>
          <h1 id={titleId} className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
