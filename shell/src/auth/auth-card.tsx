import { useId, type ReactNode } from 'react';
import { PageMeta } from '../layout/page-meta.tsx';

/** The centred card every sign-in and recovery page sits in. */
export function AuthCard({ title, subtitle, noindex = false, children }: { title: string; subtitle?: string; noindex?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="page auth-page" aria-labelledby={titleId}>
      <PageMeta title={title} noindex={noindex} />
      <div className="auth-card card">
        <h1 id={titleId} className="auth-card__title">{title}</h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
