import { useSession, useSessionStore, Link, withTags } from '@haat/web-kit';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDismiss } from '../layout/use-dismiss.ts';
import { useScrolled } from '../layout/use-scrolled.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { useT } from '../i18n.ts';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import messages from './messages.json';
import { LocationButton } from './location-button.tsx';
import { NavLinkList } from './nav-link-list.tsx';
import { adminLinks, adminMoreLinks, buyerLinks, deliveryLinks, logoTarget, navVariantOf, profileMenuLinks, sellerLinks, type NavVariant } from './nav-links.ts';
import { NavMoreMenu } from './nav-more-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { UnreadMessages } from './unread-messages-lazy.ts';

/** The words of the logo link only a screen reader reads. */
const visuallyHidden = (text: string) => <span className="visually-hidden">{text}</span>;

const linksFor: Record<NavVariant, typeof buyerLinks> = { buyer: buyerLinks, seller: sellerLinks, delivery: deliveryLinks, admin: adminLinks };

/**
 * The top bar in its four variants (buyer/guest, seller, delivery partner, superadmin). Buyers and
 * guests get the location button; buyers and sellers get the bell; the superadmin's less daily sections
 * sit under More. On narrow screens the links fold into a panel.
 */
export function NavBar() {
  const t = useT(messages);
  const session = useSession();
  const { user } = session;
  const variant = navVariantOf(user);
  const scrolled = useScrolled(10);
  const [mobileOpen, setMobileOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(barRef, mobileOpen, closeMobile);

  // Guests and buyers see the full buyer bar; a signed-in role without a bar of its own on it skips the buyer-only links.
  const links = variant === 'buyer' && user && !session.isBuyer
    ? buyerLinks.filter((l) => !['/wishlist', '/cart', '/orders'].includes(l.to))
    : linksFor[variant];
  const menuLinks = variant === 'buyer' && !session.isBuyer ? [] : profileMenuLinks[variant];

  const logout = async () => {
    await useSessionStore.getState().logout();
    navigate('/login');
  };

  return (
    <header ref={barRef} className={`navbar${scrolled ? ' navbar--solid' : ''}`}>
      <nav className="navbar__inner" aria-label={t('nav.main')}>
        {/* Named by its words, 'Haat home', which hold what is seen ('Haat'; the mark is drawn by CSS). */}
        <Link to={logoTarget[variant]} className="navbar__logo">
          <span className="navbar__logo-mark" aria-hidden="true" />
          <span className="navbar__logo-text">{withTags(t('nav.homeLink'), { hidden: visuallyHidden })}</span>
        </Link>

        <NavLinkList items={links} className={`navbar__links${variant === 'admin' ? ' navbar__links--fit' : ''}`} />
        {variant === 'admin' ? <NavMoreMenu items={adminMoreLinks} /> : null}

        <div className="navbar__actions">
          {variant === 'buyer' ? <LocationButton /> : null}
          {session.isBuyer || session.isSeller ? <NotificationBell /> : null}
          {/* Phones only (the desktop row has its Cart link): guests and buyers, never a signed-in seller or rider. */}
          {variant === 'buyer' && (!user || session.isBuyer) ? <CartLink /> : null}
          <div className="navbar__desktop-only"><LanguageSwitch /></div>
          {user ? (
            <div className="navbar__desktop-only">
              <ProfileMenu user={user} extraLinks={menuLinks} />
            </div>
          ) : (
            <div className="navbar__guest navbar__desktop-only">
              <Link className="btn btn--ghost btn--small" to="/login">{t('nav.login')}</Link>
              <Link className="btn btn--primary btn--small" to="/register">{t('nav.signUp')}</Link>
            </div>
          )}
          <button
            type="button"
            className="navbar__menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
            {/* Named by its words, so that a seller's name can carry the unread count ('Open menu, 2 unread messages'). */}
            {variant === 'seller' && !mobileOpen ? (
              <Suspense fallback={<span className="visually-hidden">{t('nav.openMenu')}</span>}><UnreadMessages label={t('nav.openMenu')} menu /></Suspense>
            ) : (
              <span className="visually-hidden">{mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            )}
          </button>
        </div>
      </nav>

      {mobileOpen ? (
        <div id={panelId} className="mobile-panel">
          {user ? (
            <p className="mobile-panel__who">
              <strong>{user.name}</strong>
              <span>{user.email}</span>
            </p>
          ) : null}
          <NavLinkList items={variant === 'admin' ? [...links, ...adminMoreLinks] : links} className="mobile-panel__links" />
          <ul className="mobile-panel__links">
            {user ? (
              <>
                <li><Link className="nav-link" to="/profile">{t('nav.profile')}</Link></li>
                {menuLinks.map((item) => (
                  <li key={item.to}><Link className="nav-link" to={item.to}>{t(item.label)}</Link></li>
                ))}
                <li><button type="button" className="nav-link nav-link--button" onClick={logout}>{t('nav.logout')}</button></li>
              </>
            ) : (
              <>
                <li><Link className="nav-link" to="/login">{t('nav.login')}</Link></li>
                <li><Link className="nav-link" to="/register">{t('nav.signUp')}</Link></li>
              </>
            )}
          </ul>
          <LanguageSwitch className="mobile-panel__language" />
        </div>
      ) : null}
    </header>
  );
}
