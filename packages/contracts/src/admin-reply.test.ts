import { describe, expect, it } from 'vitest';
import { getAdminCitiesReply, getAdminVerificationsReply } from './replies/catalog-replies.ts';
import { getAuthSuperadminSetupReply, getUsersReply, getVerificationDevOutboxReply } from './replies/identity-replies.ts';
import { getAdminJobsReply } from './replies/moderation-replies.ts';
import { getAdminBroadcastsReply } from './replies/notification-replies.ts';
import { getAdminOrdersStatsReply } from './replies/order-replies.ts';
import { roles } from './user.ts';
import {
  KNOWN_ROLES, readAdminBroadcasts, readAdminCities, readAdminCity, readAdminOrderStats, readAdminUser, readAdminUsers, readDevOutboxMessages,
  readJobsOverview, readPaginationTotal, readSetupAvailable, readUsersPageInfo, readVerificationReviewItems, readVerificationSummary,
} from './admin-reply.ts';

const pagination = { totalCount: 41, currentPage: 2, totalPages: 3, hasNextPage: true };
const actor = { id: 'a1', name: 'Asha Admin' };

describe('the console replies, as the services answer them', () => {
  it('reads cities and the order figures', () => {
    const city = { id: 'c1', name: 'Pune', state: 'Maharashtra', active: false, storeCount: 12 };
    expect(getAdminCitiesReply.safeParse({ success: true, data: [city] }).success).toBe(true);
    expect(readAdminCities([city])).toEqual([city]);
    const stats = { ordersToday: 3, ordersLast7Days: 20, ordersTotal: 311 };
    expect(getAdminOrdersStatsReply.safeParse({ success: true, data: stats }).success).toBe(true);
    expect(readAdminOrderStats(stats)).toEqual(stats);
  });
  it('reads the verification queue with its summary and counters', () => {
    const item = {
      storeId: 's1', storeName: 'Fresh Mart', ownerId: 'u3', city: 'Pune', documents: ['/api/images/private/k.webp'], note: 'GST attached',
      phoneVerified: true, status: 'rejected', submittedAt: '2026-12-01T10:00:00.000Z', waitedHours: 5, overdue: false,
      decidedAt: '2026-12-01T15:00:00.000Z', decidedBy: actor, rejectionReason: 'Blurred document',
    };
    const summary = { waiting: 4, overdue: 1, oldestSubmittedAt: '2026-11-30T10:00:00.000Z' };
    const reply = { success: true, data: [item], pagination, summary };
    expect(getAdminVerificationsReply.safeParse(reply).success).toBe(true);
    expect(readVerificationReviewItems(reply.data)).toEqual([item]);
    expect(readVerificationSummary(reply)).toEqual(summary);
    expect(readPaginationTotal(reply)).toBe(41);
  });
  it('reads the background jobs', () => {
    const data = {
      queues: [{ name: 'order-emails', owner: 'order', waiting: 1, active: 0, delayed: 2, failed: 1, completed: 90 }],
      failed: [{ queue: 'order-emails', id: '7', name: 'send', failedReason: 'SMTP down', attemptsMade: 5, failedAt: '2026-12-01T10:00:00.000Z', data: '{}' }],
    };
    expect(getAdminJobsReply.safeParse({ success: true, data }).success).toBe(true);
    expect(readJobsOverview(data)).toEqual(data);
  });
  it('reads the city broadcasts', () => {
    const broadcast = { id: 'b1', city: 'Pune', title: 'Diwali', message: 'Shops open late', sentBy: actor, recipients: 120, status: 'sent', createdAt: '2026-12-01T10:00:00.000Z' };
    expect(getAdminBroadcastsReply.safeParse({ success: true, data: [broadcast], pagination }).success).toBe(true);
    expect(readAdminBroadcasts([broadcast])).toEqual([broadcast]);
  });
  it('reads the accounts with the counters beside data', () => {
    const user = {
      id: 'u1', _id: 'u1', name: 'Ravi', email: 'ravi@example.in', role: 'seller', avatar: null, isBanned: true, banReason: 'Fraud',
      phone: '+919800000001', phoneVerified: true, phoneVerifiedAt: '2026-11-01T10:00:00.000Z', currentCity: 'Pune', language: 'hi',
      createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z',
    };
    const reply = { success: true, data: [user], ...pagination };
    expect(getUsersReply.safeParse(reply).success).toBe(true);
    expect(readAdminUsers(reply.data)).toEqual([user]);
    expect(readUsersPageInfo(reply)).toEqual(pagination);
  });
  it('reads the setup check and the development outbox', () => {
    expect(getAuthSuperadminSetupReply.safeParse({ success: true, data: { available: true } }).success).toBe(true);
    expect(readSetupAvailable({ available: true })).toBe(true);
    const message = { id: 'm1', _id: 'm1', channel: 'email', recipient: 'ravi@example.in', subject: 'Your code', body: 'Code 123456', createdAt: '2026-12-01T10:00:00.000Z' };
    expect(getVerificationDevOutboxReply.safeParse({ success: true, data: [message], count: 1 }).success).toBe(true);
    expect(readDevOutboxMessages([message])).toEqual([message]);
  });
});

describe('malformed console replies', () => {
  it('read as empty values, never throw', () => {
    expect(readAdminCity(null)).toEqual({ id: '', name: '', state: '', active: true, storeCount: 0 });
    expect(readAdminCities({ cities: [] })).toEqual([]);
    expect(readAdminOrderStats('x')).toEqual({ ordersToday: 0, ordersLast7Days: 0, ordersTotal: 0 });
    expect(readJobsOverview({ queues: 'none' })).toEqual({ queues: [], failed: [] });
    expect(readVerificationSummary({})).toEqual({ waiting: 0, overdue: 0, oldestSubmittedAt: null });
    expect(readPaginationTotal({ data: [] })).toBe(0);
    expect(readUsersPageInfo(null)).toEqual({ totalCount: 0, currentPage: 1, totalPages: 0, hasNextPage: false });
    expect(readSetupAvailable({ available: 'yes' })).toBe(false);
  });
  it('take a known value for an unknown role, status or channel', () => {
    expect(readAdminUser({ id: 'u1', role: 'shopkeeper', isBanned: 'no' })).toMatchObject({ role: 'buyer', isBanned: false, createdAt: '', banReason: null });
    expect(readAdminBroadcasts([{ id: 'b1', status: 'queued', sentBy: null }])[0]).toMatchObject({ status: 'sending', sentBy: { id: '', name: '' } });
    expect(readVerificationReviewItems([{ status: 'lost', decidedBy: {} }])[0]).toMatchObject({ status: 'pending', decidedBy: null, documents: [] });
    expect(readDevOutboxMessages([{ channel: 'fax' }])[0]).toMatchObject({ channel: 'sms', subject: null });
  });
  it('knows the stored roles', () => {
    expect(KNOWN_ROLES).toEqual(roles);
  });
});
