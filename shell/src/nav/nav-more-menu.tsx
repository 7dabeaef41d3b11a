import { useCallback, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDismiss } from '../layout/use-dismiss.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import type { NavItem } from './nav-links.ts';

/** The bar's "More" (the superadmin's less daily sections): a menu button, marked active when one of its pages is open. */
export function NavMoreMenu({ items }: { items: NavItem[] }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const active = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <div className="dropdown navbar__more" ref={ref}>
      <button
        type="button"
        className={`nav-link nav-more${active ? ' nav-link--active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id={menuId} className="dropdown__panel dropdown__panel--start">
          <ul className="dropdown__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => `dropdown__item${isActive ? ' dropdown__item--active' : ''}`}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
