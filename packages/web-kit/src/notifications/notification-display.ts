import type { LiveNotification, Notification, NotificationType } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

type DisplayType = 'success' | 'info' | 'warning';

/** What the bell keeps per notification (spec §3, client side). */
export type ClientNotification = {
  id: string;
  title: string;
  message: string;
  type: DisplayType;
  timestamp: string;
  read: boolean;
  data: Record<string, unknown>;
};

const SUCCESS = new Set(['order_confirmed', 'order_delivered', 'payment_success']);
const WARNING = new Set(['order_cancelled', 'payment_failed']);

/** Spec §4 type mapping; anything not named is info. */
export function displayTypeOf(type: NotificationType | undefined): DisplayType {
  if (type && SUCCESS.has(type)) return 'success';
  if (type && WARNING.has(type)) return 'warning';
  return 'info';
}

export function fromServer(n: Notification): ClientNotification {
  return { id: idOf(n), title: n.title, message: n.message, type: displayTypeOf(n.type), timestamp: n.createdAt, read: n.isRead, data: n.data ?? {} };
}

export function fromLive(n: LiveNotification): ClientNotification {
  return { id: n.id, title: n.title, message: n.message, type: displayTypeOf(n.type), timestamp: n.timestamp, read: false, data: n.data ?? {} };
}

const ORDER_ID = /^[\w-]{1,64}$/;

/**
 * Where a notification leads when clicked: its `data.link`, a path inside the app (order, chat,
 * moderation, verification and grievance notifications carry one); else, for one about an order
 * stored before order notifications carried links, that order's page; null for the rest, which only mark read.
 */
export function notificationLink(data: Record<string, unknown>): string | null {
  const link = data['link'];
  if (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')) return link;
  const orderId = data['orderId'];
  return typeof orderId === 'string' && ORDER_ID.test(orderId) ? `/orders/${orderId}` : null;
}

/** 'Just now', 'Xm ago' under an hour, 'Xh ago' under a day, else 'Xd ago' (spec §9), in the language shown. */
export function relativeTime(timestamp: string | number | Date, now: number = Date.now()): string {
  const then = new Date(timestamp).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return translateKit(messages, 'kit.time.now');
  if (minutes < 60) return translateKit(messages, 'kit.time.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return translateKit(messages, 'kit.time.hours', { count: hours });
  return translateKit(messages, 'kit.time.days', { count: Math.floor(hours / 24) });
}

/** The bell's badge: the count, or 99+ above 99. */
export const unreadBadge = (count: number): string => (count > 99 ? '99+' : String(count));
