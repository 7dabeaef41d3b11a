import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import './admin.css';

/** The frame of every console page: an optional way back, the title, a line saying what the page is for, and the page's own buttons. */
export function AdminPage({ title, subtitle, back, actions, children }: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
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
