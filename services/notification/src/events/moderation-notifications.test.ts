import { describe, expect, it } from 'vitest';
import type { ModerationActionTakenEvent } from '@haat/contracts';
import { grievanceUpdatedNotification, moderationActionNotification, reportClosedNotification, verificationDecidedNotification } from './moderation-notifications.ts';

const action = (over: Partial<ModerationActionTakenEvent>): ModerationActionTakenEvent => ({
  actionId: 'a1', action: 'close_store', targetType: 'store', targetId: 's1', reason: 'Counterfeit goods', reportId: null,
  adminId: 'admin', adminName: 'Root', affectedUserId: 'seller', itemTitle: 'Sharma General Store', storeId: 's1', takenAt: '2026-11-27T10:00:00Z', ...over,
});

describe('moderation notifications', () => {
  it('an action tells its affected user what was done to which item and why, with where to look', () => {
    expect(moderationActionNotification('e1', action({}))).toEqual({
      userId: 'seller', title: 'Store closed', type: 'moderation_action', sourceEventId: 'e1',
      message: 'Our moderation team closed your store Sharma General Store. Buyers cannot see it or order from it. Reason: Counterfeit goods',
      data: { action: 'close_store', targetType: 'store', targetId: 's1', storeId: 's1', reason: 'Counterfeit goods', link: '/dashboard' },
    });
    expect(moderationActionNotification('e2', action({ action: 'restore_review', targetType: 'review', itemTitle: 'your review of Sharma General Store', affectedUserId: 'buyer', reason: 'Appeal' }))).toMatchObject({
      userId: 'buyer', title: 'Review restored', message: "Our moderation team restored your review of Sharma General Store. It shows on the store's page again. Note: Appeal", data: { link: '/stores/s1' },
    });
  });

  it('bans and actions nobody is affected by tell nobody', () => {
    expect(moderationActionNotification('e', action({ action: 'ban_user', targetType: 'user', affectedUserId: null, storeId: null }))).toBeNull();
    expect(moderationActionNotification('e', action({ affectedUserId: null }))).toBeNull();
  });

  it('a closed report thanks its reporter: action taken, or no violation found; the note when there is one', () => {
    const closed = { reportId: 'r1', reporterId: 'u1', reportType: 'store' as const, itemTitle: 'Sharma General Store', note: '', closedAt: '2026-11-27T10:00:00Z' };
    expect(reportClosedNotification('e', { ...closed, status: 'Resolved' })).toMatchObject({
      userId: 'u1', type: 'report_update', title: 'Report resolved', message: 'Thanks for your report. We reviewed "Sharma General Store" and took action.',
    });
    expect(reportClosedNotification('e', { ...closed, status: 'Dismissed', note: 'The prices are allowed.' }).message)
      .toBe('Thanks for your report. We reviewed "Sharma General Store" and found no violation of our policies. Note: The prices are allowed.');
  });

  it('a verification decision tells the seller; a grievance step tells the buyer', () => {
    const decided = { storeId: 's1', storeName: 'Sharma General Store', ownerId: 'seller', reason: '', adminId: 'a', adminName: 'Root', decidedAt: '2026-11-27T10:00:00Z' };
    expect(verificationDecidedNotification('e', { ...decided, status: 'verified' })).toMatchObject({
      userId: 'seller', type: 'store_verification', title: 'Store verified', data: { link: '/dashboard', status: 'verified' },
    });
    expect(grievanceUpdatedNotification('e', { grievanceId: 'g', ticketNumber: 'GRV-2026-000042', buyerId: 'b', status: 'Rejected', response: 'Not an order of ours.', updatedAt: '' })).toMatchObject({
      userId: 'b', type: 'grievance_update', title: 'Complaint closed',
      message: 'Your complaint GRV-2026-000042 has been closed without action. Reason: Not an order of ours.', data: { link: '/contact-us' },
    });
  });
});
