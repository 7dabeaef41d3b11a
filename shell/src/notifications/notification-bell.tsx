import { NOTIFICATIONS_LIST_LIMIT, notificationLink, relativeTime, unreadBadge, useNotificationStore, type ClientNotification } from '@haat/web-kit';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { useDismiss } from '../layout/use-dismiss.ts';
import messages from './messages.json';

/**
 * The bell (spec §2/§9, the buyer's; the seller's too, for their chat messages, orders and
 * moderation notices): badge, dropdown list, mark read, 'Mark all read'; one with a link also opens
 * its page (a chat message: its conversation).
 */
export function NotificationBell() {
  const t = useT(messages);
  const { items, unreadCount, markRead, markAllRead } = useNotificationStore();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const navigate = useNavigate();
  const openNotification = (n: ClientNotification) => {
    void markRead(n.id);
    const link = notificationLink(n.data);
    if (!link) return;
    close();
    void navigate(link);
  };

  const label = unreadCount > 0 ? t('bell.withUnread', { count: unreadCount }) : t('bell.title');
  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="icon-button bell" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" /></svg>
        {unreadCount > 0 ? <span className="bell__badge" aria-hidden="true">{unreadBadge(unreadCount)}</span> : null}
      </button>
      {open ? (
        <section id={panelId} className="dropdown__panel notifications" aria-label={t('bell.title')}>
          <header className="notifications__header">
            <h2 className="notifications__title">{t('bell.title')}</h2>
            {unreadCount > 0 ? <span className="notifications__count">{t('bell.unread', { count: unreadCount })}</span> : null}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void markAllRead()} disabled={unreadCount === 0}>{t('bell.markAll')}</button>
          </header>
          {items.length === 0 ? (
            <p className="notifications__empty">{t('bell.empty')}</p>
          ) : (
            <>
              {unreadCount === 0 ? <p className="notifications__caught-up">{t('bell.caughtUp')}</p> : null}
              <ul className="notifications__list">
                {items.map((n) => (
                  <li key={n.id}>
                    <button
                      type="button"
                      className={`notification notification--${n.type}${n.read ? '' : ' notification--unread'}`}
                      onClick={() => openNotification(n)}
                    >
                      <span className="notification__title">{n.title}</span>
                      <span className="notification__message">{n.message}</span>
                      <span className="notification__time">{relativeTime(n.timestamp)}</span>
                      {n.read ? null : <span className="visually-hidden">{t('bell.unreadMark')}</span>}
                    </button>
                  </li>
                ))}
              </ul>
              {items.length >= NOTIFICATIONS_LIST_LIMIT ? <p className="notifications__note">{t('bell.latest', { count: NOTIFICATIONS_LIST_LIMIT })}</p> : null}
            </>
          )}
          <button type="button" className="btn btn--secondary btn--small btn--block" onClick={close}>{t('bell.close')}</button>
        </section>
      ) : null}
    </div>
  );
}
