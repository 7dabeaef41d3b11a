import type { ReactNode } from 'react';
import { Link } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { PageMeta } from '../common/page-meta.tsx';
import './static-page.css';

/** Where people write to Haat (spec: 'support e-mail {email}'). */
const SUPPORT_EMAIL = 'support@haat.in';
export const GRIEVANCE_EMAIL = 'grievance@haat.in';

const POLICY_LINKS = [
  ['/how-to-use', 'How to use Haat'],
  ['/shipping-policy', 'Shipping policy'],
  ['/cancellations-refunds', 'Cancellations and refunds'],
  ['/privacy-policy', 'Privacy policy'],
  ['/contact-us', 'Contact us'],
  ['/delete-account', 'Delete your account'],
] as const;

/** The frame of every information page: title, date line, the text, links to the other pages. */
export function StaticPage({ title, description, effective, children }: { title: string; description: string; effective?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="page static-page">
      <PageMeta title={title} description={description} />
      <article className="static-page__article" aria-labelledby="static-page-title">
        <h1 id="static-page-title" className="page__title">{title}</h1>
        {effective ? <p className="static-page__effective">{effective}</p> : null}
        {children}
      </article>
      <nav className="static-page__more card" aria-label="More information">
        <h2 className="card__title">More information</h2>
        <ul className="plain-list">
          {POLICY_LINKS.filter(([path]) => path !== pathname).map(([path, label]) => <li key={path}><Link to={path}>{label}</Link></li>)}
        </ul>
      </nav>
    </div>
  );
}

/** A titled part of a page, with an id so it can be linked to. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="static-page__section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export const SupportMail = ({ subject }: { subject?: string }) => (
  <a href={`mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{SUPPORT_EMAIL}</a>
);
