import type { GrievanceUpdatedEvent, ModerationActionName, ModerationActionTakenEvent, ModerationReportClosedEvent, StoreVerificationDecidedEvent } from '@haat/contracts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';

// What the admin team's work tells people. Each draft's `data.link` is the page to look at (the
// buyer's bell links it; sellers, who have no bell, see it toasted on their dashboard).

const SELLER_DASHBOARD = '/dashboard';
const CONTACT_US = '/contact-us';

const withNote = (text: string, label: string, note: string) => (note.trim() ? `${text} ${label}: ${note.trim()}` : text);

type ActionText = { title: string; message: (item: string) => string; label: 'Reason' | 'Note'; link: (e: ModerationActionTakenEvent) => string };

const actionTexts: Partial<Record<ModerationActionName, ActionText>> = {
  hide_review: { title: 'Review hidden', message: (item) => `Our moderation team hid ${item}. It no longer shows on the store's page.`, label: 'Reason', link: (e) => `/stores/${e.storeId}` },
  restore_review: { title: 'Review restored', message: (item) => `Our moderation team restored ${item}. It shows on the store's page again.`, label: 'Note', link: (e) => `/stores/${e.storeId}` },
  deactivate_broadcast: { title: 'Offer deactivated', message: (item) => `Our moderation team deactivated your offer "${item}". Buyers no longer see it.`, label: 'Reason', link: () => '/dashboard/broadcasts' },
  close_store: { title: 'Store closed', message: (item) => `Our moderation team closed your store ${item}. Buyers cannot see it or order from it.`, label: 'Reason', link: () => SELLER_DASHBOARD },
  reopen_store: { title: 'Store reopened', message: (item) => `Our moderation team reopened your store ${item}. Buyers can see it and order again.`, label: 'Note', link: () => SELLER_DASHBOARD },
  warn_user: {
    title: 'Warning from Haat',
    message: (item) => `Our moderation team has warned you about ${item}. If it happens again, your store may be closed or your account banned.`,
    label: 'Reason',
    link: (e) => (e.storeId ? SELLER_DASHBOARD : CONTACT_US),
  },
};

/** The seller of a store or offer, or a review's author, hears what was done to it and why, as does a user warned; bans tell nobody here (the session ends). */
export function moderationActionNotification(eventId: string, e: ModerationActionTakenEvent): NotificationDraft | null {
  const text = actionTexts[e.action];
  if (!text || !e.affectedUserId) return null;
  return {
    userId: e.affectedUserId,
    title: text.title,
    message: withNote(text.message(e.itemTitle), text.label, e.reason),
    type: 'moderation_action',
    data: { action: e.action, targetType: e.targetType, targetId: e.targetId, storeId: e.storeId, reason: e.reason, link: text.link(e) },
    sourceEventId: eventId,
  };
}

/** The reporter hears how their report ended, with the admin's note when there is one. */
export function reportClosedNotification(eventId: string, e: ModerationReportClosedEvent): NotificationDraft {
  const resolved = e.status === 'Resolved';
  const message = resolved
    ? `Thanks for your report. We reviewed "${e.itemTitle}" and took action.`
    : `Thanks for your report. We reviewed "${e.itemTitle}" and found no violation of our policies.`;
  return {
    userId: e.reporterId,
    title: resolved ? 'Report resolved' : 'Report reviewed',
    message: withNote(message, 'Note', e.note),
    type: 'report_update',
    data: { reportId: e.reportId, reportType: e.reportType, status: e.status },
    sourceEventId: eventId,
  };
}

/** The seller hears the decision on their store's verification, with the reason of a rejection. */
export function verificationDecidedNotification(eventId: string, e: StoreVerificationDecidedEvent): NotificationDraft {
  const verified = e.status === 'verified';
  return {
    userId: e.ownerId,
    title: verified ? 'Store verified' : 'Verification rejected',
    message: verified
      ? `Your store ${e.storeName} is now verified. Buyers see the Verified badge on it.`
      : withNote(`We could not verify your store ${e.storeName}. You can fix it and submit again from your store settings.`, 'Reason', e.reason),
    type: 'store_verification',
    data: { storeId: e.storeId, status: e.status, reason: e.reason, link: SELLER_DASHBOARD },
    sourceEventId: eventId,
  };
}

const grievanceTexts: Record<GrievanceUpdatedEvent['status'], { title: string; message: (ticket: string) => string; label: string }> = {
  Acknowledged: { title: 'Complaint acknowledged', message: (t) => `We have received your complaint ${t} and are looking into it.`, label: 'Response' },
  Resolved: { title: 'Complaint resolved', message: (t) => `Your complaint ${t} has been resolved.`, label: 'Response' },
  Rejected: { title: 'Complaint closed', message: (t) => `Your complaint ${t} has been closed without action.`, label: 'Reason' },
};

/** The buyer hears each step of their grievance: its ticket number, its status and the officer's response. */
export function grievanceUpdatedNotification(eventId: string, e: GrievanceUpdatedEvent): NotificationDraft {
  const text = grievanceTexts[e.status];
  return {
    userId: e.buyerId,
    title: text.title,
    message: withNote(text.message(e.ticketNumber), text.label, e.response),
    type: 'grievance_update',
    data: { grievanceId: e.grievanceId, ticketNumber: e.ticketNumber, status: e.status, link: CONTACT_US },
    sourceEventId: eventId,
  };
}
