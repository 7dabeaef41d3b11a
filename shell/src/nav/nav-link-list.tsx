import { cartCount, NavLink, useCartStore } from '@haat/web-kit';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from './nav-links.ts';
import { OpenReportsBadge } from './open-reports-badge.tsx';
import { UnreadMessages } from './unread-messages-lazy.ts';

function CartBadge() {
  const count = useCartStore((s) => cartCount(s.lines));
  if (count === 0) return null;
  return <span className="nav-badge" aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>{count > 99 ? '99+' : count}</span>;
}

/** The bar's links; `className` differs between the desktop row and the mobile panel. */
export function NavLinkList({ items, className }: { items: NavItem[]; className: string }) {
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
              {item.badge === 'unread-messages' ? <Suspense fallback={item.label}><UnreadMessages label={item.label} /></Suspense> : item.label}
              {item.badge === 'cart' ? <CartBadge /> : null}
              {item.badge === 'open-reports' ? <OpenReportsBadge /> : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
