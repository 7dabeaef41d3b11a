import { cartCount, NavLink, useCartStore } from '@haat/web-kit';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import type { NavItem } from './nav-links.ts';
import { OpenReportsBadge } from './open-reports-badge.tsx';
import { UnreadMessages } from './unread-messages-lazy.ts';

function CartBadge() {
  const t = useT(messages);
  const count = useCartStore((s) => cartCount(s.lines));
  if (count === 0) return null;
  return <span className="nav-badge" aria-label={t('nav.cartCount', { count })}>{count > 99 ? '99+' : count}</span>;
}

/** The bar's links; `className` differs between the desktop row and the mobile panel. */
export function NavLinkList({ items, className }: { items: NavItem[]; className: string }) {
  const t = useT(messages);
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => {
        const prefixActive = item.activePrefix ? pathname.startsWith(item.activePrefix) : false;
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              state={item.state}
              className={({ isActive }) => `nav-link${isActive || prefixActive ? ' nav-link--active' : ''}`}
            >
              {item.badge === 'unread-messages' ? <Suspense fallback={t(item.label)}><UnreadMessages label={t(item.label)} /></Suspense> : t(item.label)}
              {item.badge === 'cart' ? <CartBadge /> : null}
              {item.badge === 'open-reports' ? <OpenReportsBadge /> : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
