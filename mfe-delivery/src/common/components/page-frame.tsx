import { useDocumentTitle } from '@haat/web-kit';
import { useId, type ReactNode } from 'react';

/**
 * A delivery page: the document title, the heading (with an optional subtitle and actions) and the
 * content. The tab's title is the page's name; the heading may say more (an order number).
 */
export function PageFrame({ title, heading = title, subtitle, actions, className = '', children }: {
  title: string;
  heading?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className={`page delivery-page ${className}`} aria-labelledby={headingId}>
      <div className="page__header">
        <div>
          <h1 id={headingId} className="page__title">{heading}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
