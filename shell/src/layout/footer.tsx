import { Link, withTags } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The information pages (served by the buyer remote), linked from every page for people and crawlers; their names' ids. */
const INFO_LINKS: [string, keyof typeof messages][] = [
  ['/how-to-use', 'layout.howTo'],
  ['/contact-us', 'layout.contact'],
  ['/privacy-policy', 'layout.privacy'],
  ['/shipping-policy', 'layout.shipping'],
  ['/cancellations-refunds', 'layout.refunds'],
  ['/delete-account', 'layout.deleteAccount'],
];

const bold = (text: string) => <strong>{text}</strong>;

/** Hidden on the print page, the messages page and the delivery pages (spec §2). */
const HIDDEN = [/^\/dashboard\/messages/, /^\/dashboard\/orders\/[^/]+\/print/, /^\/delivery(\/|$)/, /^\/delivery-partners(\/|$)/];

export function Footer() {
  const t = useT(messages);
  const { pathname } = useLocation();
  if (HIDDEN.some((re) => re.test(pathname))) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__brand">{withTags(t('layout.brand'), { b: bold })}</p>
        <nav aria-label={t('layout.info')}>
          <ul className="footer__links">
            {INFO_LINKS.map(([to, label]) => <li key={to}><Link to={to}>{t(label)}</Link></li>)}
          </ul>
        </nav>
        <p className="footer__copy">{t('layout.copyright')}</p>
      </div>
    </footer>
  );
}
