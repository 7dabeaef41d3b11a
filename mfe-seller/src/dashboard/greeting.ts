import { storage } from '@haat/web-kit';
import { useEffect, useState } from 'react';
import { useCurrentStore } from '../common/my-stores.ts';
import { useDashboardStats } from './use-dashboard.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const seenKey = (userId: string) => `haat.seller.dashboard-seen.${userId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A seller's first visit to the dashboard: never seen on this device, and new to Haat: no store
 * yet, or one opened within the last day that has had no order (`orderCount` null: not known). A
 * seller of long standing, or one already trading, is welcomed back on a new phone too.
 */
export function isFirstVisit({ seenHere, storeCreatedAt, orderCount, now }: { seenHere: boolean; storeCreatedAt: string | null; orderCount: number | null; now: number }): boolean {
  if (seenHere) return false;
  if (storeCreatedAt === null) return true;
  if (orderCount !== null && orderCount > 0) return false;
  const opened = Date.parse(storeCreatedAt);
  return Number.isNaN(opened) || now - opened < DAY_MS;
}

/** 'Welcome' on a first visit, 'Welcome back' after; with the name when known. */
export function greetingText(firstVisit: boolean, name: string | null): string {
  if (name) return translate(messages, firstVisit ? 'dashboard.welcomeNamed' : 'dashboard.welcomeBackNamed', { name });
  return translate(messages, firstVisit ? 'dashboard.welcome' : 'dashboard.welcomeBack');
}

/**
 * The dashboard's greeting for the signed-in seller; null until their stores (and the store's figures) are known. Decided
 * once, so the words do not change while the page is open; the visit is then remembered on the device.
 */
export function useDashboardGreeting(user: { id: string; name: string } | null): string | null {
  const { stores, store, storeId } = useCurrentStore();
  const stats = useDashboardStats(storeId); // the dashboard's own query: no call of its own
  const [firstVisit, setFirstVisit] = useState<boolean | null>(null);
  const [openedAt] = useState(() => Date.now());
  const known = user !== null && !stores.isPending && (store === null || !stats.isPending);
  if (known && firstVisit === null) {
    setFirstVisit(isFirstVisit({
      seenHere: storage.get(seenKey(user.id)) !== null,
      storeCreatedAt: store?.createdAt ?? null,
      orderCount: stats.data?.totalOrders ?? null,
      now: openedAt,
    }));
  }
  useEffect(() => {
    if (user && firstVisit !== null) storage.set(seenKey(user.id), '1');
  }, [user, firstVisit]);
  return firstVisit === null ? null : greetingText(firstVisit, user?.name ?? null);
}
