import { useSessionStore, Link } from '@haat/web-kit';
import type { SessionUser } from '@haat/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDismiss } from '../layout/use-dismiss.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import type { NavItem } from './nav-links.ts';

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** The signed-in user's menu: Profile, the bar's extra links, Logout. */
export function ProfileMenu({ user, extraLinks }: { user: SessionUser; extraLinks: NavItem[] }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const logout = async () => {
    setOpen(false);
    await useSessionStore.getState().logout();
    navigate('/login');
  };

  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="profile-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">{initialOf(user.name)}</span>
        <span className="visually-hidden">{t('nav.accountMenu')}</span>
        <span className="profile-button__name">{user.name}</span>
      </button>
      {open ? (
        <div id={menuId} className="dropdown__panel dropdown__panel--menu">
          <p className="dropdown__who">
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </p>
          <ul className="dropdown__list">
            <li><Link className="dropdown__item" to="/profile">{t('nav.profile')}</Link></li>
            {extraLinks.map((item) => (
              <li key={item.to}><Link className="dropdown__item" to={item.to}>{t(item.label)}</Link></li>
            ))}
            <li><button type="button" className="dropdown__item dropdown__item--danger" onClick={logout}>{t('nav.logout')}</button></li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
