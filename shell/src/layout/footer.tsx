import { Link } from '@haat/web-kit';
import { useLocation } from 'react-router';

/** The information pages (served by the buyer remote), linked from every page for people and crawlers. */
const INFO_LINKS: [string, string][] = [
  ['/how-to-use', 'How to Use'],
  ['/contact-us', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/cancellations-refunds', 'Cancellations & Refunds'],
  ['/delete-account', 'Delete Account'],
];

/** Hidden on the print page, the messages page and the delivery pages (spec §2). */
const HIDDEN = [/^\/dashboard\/messages/, /^\/dashboard\/orders\/[^/]+\/print/, /^\/delivery(\/|$)/, /^\/delivery-partners(\/|$)/];

export function Footer() {
  const { pathname } = useLocation();
  if (HIDDEN.some((re) => re.test(pathname))) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__brand"><strong>Haat</strong> — the shops of your city, online. No commission, pay the seller directly.</p>
        <nav aria-label="Information">
          <ul className="footer__links">
            {INFO_LINKS.map(([to, label]) => <li key={to}><Link to={to}>{label}</Link></li>)}
          </ul>
        </nav>
        <p className="footer__copy">© 2025 Haat. All rights reserved.</p>
      </div>
    </footer>
  );
}
