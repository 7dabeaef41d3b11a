import { useLocation } from 'react-router';

/** Hidden on the print page, the messages page and the delivery pages (spec §2). */
const HIDDEN = [/^\/dashboard\/messages/, /^\/dashboard\/orders\/[^/]+\/print/, /^\/delivery(\/|$)/];

export function Footer() {
  const { pathname } = useLocation();
  if (HIDDEN.some((re) => re.test(pathname))) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__brand"><strong>Haat</strong> — the shops of your city, online. No commission, pay the seller directly.</p>
        <p className="footer__copy">© 2025 Haat. All rights reserved.</p>
      </div>
    </footer>
  );
}
