import { describe, expect, it } from 'vitest';
import { displayTypeOf, notificationLink, relativeTime, unreadBadge } from './notification-display.ts';

describe('displayTypeOf', () => {
  it('maps the spec types', () => {
    expect(['order_confirmed', 'order_delivered', 'payment_success'].map(displayTypeOf)).toEqual(['success', 'success', 'success']);
    expect(['order_cancelled', 'payment_failed'].map(displayTypeOf)).toEqual(['warning', 'warning']);
    expect(['order_shipped', 'new_message', 'admin_broadcast', 'something_new', undefined].map(displayTypeOf)).toEqual(['info', 'info', 'info', 'info', 'info']);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says Just now under a minute, then minutes, hours, days', () => {
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toBe('Just now');
    expect(relativeTime('2026-11-21T11:15:00Z', now)).toBe('45m ago');
    expect(relativeTime('2026-11-21T09:00:00Z', now)).toBe('3h ago');
    expect(relativeTime('2026-11-18T12:00:00Z', now)).toBe('3d ago');
  });
});

describe('unreadBadge', () => {
  it('caps at 99+', () => {
    expect(unreadBadge(5)).toBe('5');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('notificationLink', () => {
  it('follows a path inside the app and nothing else', () => {
    expect(notificationLink({ link: '/dashboard' })).toBe('/dashboard');
    expect(notificationLink({ link: '/stores/abc' })).toBe('/stores/abc');
    expect(notificationLink({ link: '//evil.example' })).toBeNull();
    expect(notificationLink({ link: 'https://evil.example' })).toBeNull();
    expect(notificationLink({ link: 5 })).toBeNull();
    expect(notificationLink({ storeId: 'abc', status: 'verified' })).toBeNull();
  });

  it('an order notification opens that order: its own link first, else the buyer\'s order page (older notifications carry no link)', () => {
    const orderId = '6f1c2a9e-4b7d-4c1e-9a2b-5e6f7a8b9c0d';
    expect(notificationLink({ orderId, status: 'Processing', link: `/orders/${orderId}` })).toBe(`/orders/${orderId}`);
    // 'Order Delivered' as stored before issue 15: the order, not the store's reviews.
    expect(notificationLink({ orderId, status: 'Delivered', storeId: 'store-1' })).toBe(`/orders/${orderId}`);
    expect(notificationLink({ orderId, decision: 'Approved', link: '//evil.example' })).toBe(`/orders/${orderId}`);
    expect(notificationLink({ orderId: '../admin' })).toBeNull();
    expect(notificationLink({ orderId: 42 })).toBeNull();
  });

  it('a chat message opens its conversation by its own link, the store\'s chat for a buyer or the messages page on it for a seller', () => {
    const conversationId = '2b7d4c1e-9a2b-4c1e-8f1c-6f1c2a9e5e6f';
    const seller = `/dashboard/messages?store=store-1&conversation=${conversationId}`;
    expect(notificationLink({ conversationId, storeId: 'store-1', messageId: 'm1', link: seller })).toBe(seller);
    expect(notificationLink({ conversationId, storeId: 'store-1', messageId: 'm1', link: '/stores/store-1?chat=open' })).toBe('/stores/store-1?chat=open');
  });
});
