import type { LiveNotification, Notification } from '@haat/contracts';
import { NOTIFICATIONS_LIST_LIMIT } from '../contract-constants.ts';
import { create } from 'zustand';
import { api } from '../api-client/index.ts';
import { fromLive, fromServer, type ClientNotification } from './notification-display.ts';

type ListReply = { success: true; data: Notification[]; unreadCount?: number };

type NotificationState = {
  items: ClientNotification[];
  unreadCount: number;
  loaded: boolean;
  /** Re-reads the list; a failure empties it and resets the count (spec §7). */
  refresh: () => Promise<void>;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  /** A live push: on top, unread, counter +1. */
  receive: (live: LiveNotification) => void;
  reset: () => void;
};

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  items: [],
  unreadCount: 0,
  loaded: false,

  async refresh() {
    try {
      const reply = await api.get<ListReply>('/notifications', { query: { limit: NOTIFICATIONS_LIST_LIMIT } });
      const items = reply.data.map(fromServer);
      set({ items, unreadCount: reply.unreadCount ?? items.filter((n) => !n.read).length, loaded: true });
    } catch {
      set({ items: [], unreadCount: 0, loaded: true });
    }
  },

  async markRead(id) {
    const target = get().items.find((n) => n.id === id);
    if (!target || target.read) return;
    set({ items: get().items.map((n) => (n.id === id ? { ...n, read: true } : n)), unreadCount: Math.max(0, get().unreadCount - 1) });
    // A failed mark does nothing (spec §7): the next refresh shows the server's truth.
    await api.put(`/notifications/${encodeURIComponent(id)}/read`, undefined, { retry: false }).catch(() => undefined);
  },

  async markAllRead() {
    set({ items: get().items.map((n) => ({ ...n, read: true })), unreadCount: 0 });
    await api.put('/notifications/mark-all-read', undefined, { retry: false }).catch(() => undefined);
  },

  receive(live) {
    if (get().items.some((n) => n.id === live.id)) return;
    set({ items: [fromLive(live), ...get().items].slice(0, NOTIFICATIONS_LIST_LIMIT), unreadCount: get().unreadCount + 1 });
  },

  reset: () => set({ items: [], unreadCount: 0, loaded: false }),
}));
