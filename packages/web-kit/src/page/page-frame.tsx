import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@haat/web-kit';

/**
 * A page of any app: a section named by its heading, the header row (the heading, an optional line
 * under it, the page's own buttons on the right) and the content.
 * The tab is titled `title` unless `tabTitle` is null: a page that sets its own head (PageMeta) says so.
 * `heading` may say more than the tab (an order number); `top` comes above the header (a way back).
 */
export function PageFrame({ title, heading = title, tabTitle = title, subtitle, actions, top, className = '', headerClassName = '', children }: {
  title: string;
  heading?: ReactNode;
  tabTitle?: string | null;
  subtitle?: ReactNode;
  actions?: ReactNode;
  top?: ReactNode;
  className?: string;
  headerClassName?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`page ${className}`.trim()} aria-labelledby={headingId}>
      {tabTitle === null ? null : <TabTitle title={tabTitle} />}
      {top}
      <div className={`page__header ${headerClassName}`.trim()}>
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

function TabTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
