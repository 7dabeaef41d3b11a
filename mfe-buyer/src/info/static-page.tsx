import type { ReactNode } from 'react';
import { Link, withTags } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { bold, linkTo } from '../common/tags.tsx';
import { PageMeta } from '../common/page-meta.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './static-page.css';

/** Where people write to Haat (spec: 'support e-mail {email}'). */
export const SUPPORT_EMAIL = 'support@haat.in';
export const GRIEVANCE_EMAIL = 'grievance@haat.in';

const POLICY_LINKS = [
  ['/how-to-use', 'info.linkHowTo'],
  ['/shipping-policy', 'info.linkShipping'],
  ['/cancellations-refunds', 'info.linkCancellations'],
  ['/privacy-policy', 'info.linkPrivacy'],
  ['/contact-us', 'info.linkContact'],
  ['/delete-account', 'info.linkDelete'],
] as const satisfies readonly (readonly [string, keyof typeof messages])[];

/** The frame of every information page: title, date line, the text, links to the other pages. */
export function StaticPage({ title, description, effective, children }: { title: string; description: string; effective?: string; children: ReactNode }) {
  const t = useT(messages);
  const { pathname } = useLocation();
  return (
    <div className="page static-page">
      <PageMeta title={title} description={description} />
      <article className="static-page__article" aria-labelledby="static-page-title">
        <h1 id="static-page-title" className="page__title">{title}</h1>
        {effective ? <p className="static-page__effective">{effective}</p> : null}
        {children}
      </article>
      <nav className="static-page__more card" aria-label={t('info.more')}>
        <h2 className="card__title">{t('info.more')}</h2>
        <ul className="plain-list">
          {POLICY_LINKS.filter(([path]) => path !== pathname).map(([path, label]) => <li key={path}><Link to={path}>{t(label)}</Link></li>)}
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

/** withTags' renderer for the support address (the message's `{email}`), with an optional subject line. */
export const supportMail = (subject?: string) => (text: string) => (
  <a href={`mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{text}</a>
);

const PAGE_LINKS: Record<string, string> = {
  stores: '/stores',
  offers: '/offers',
  orders: '/orders',
  cancellations: '/cancellations-refunds',
  register: '/register',
  deleteAccount: '/delete-account',
  profile: '/profile',
};

/**
 * A paragraph of an information page from its message: <b> bold, and the links the pages share
 * (<orders>Your Orders</orders>, <stores>, <offers>, ...) to their pages; `extra` adds a page's own tags.
 */
export function rich(text: string, extra: Readonly<Record<string, (chunk: string) => ReactNode>> = {}): ReactNode {
  const links = Object.fromEntries(Object.entries(PAGE_LINKS).map(([tag, to]) => [tag, linkTo(to)]));
  return withTags(text, { b: bold, ...links, ...extra });
}
