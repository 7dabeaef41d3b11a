/**
 * Reading the replies the superadmin console gets from each owning service (cities, verifications,
 * order figures, background jobs, city broadcasts, accounts, the development outbox). Apart from
 * admin.ts and user.ts so the browser can import it without zod (`@haat/contracts/admin-reply`).
 */
import type { AdminBroadcast, AdminCity, AdminOrderStats, JobsOverview, VerificationQueue, VerificationReviewItem } from './admin.ts';
import type { PageInfo } from './envelope.ts';
import { readActor, readActorOrNull } from './actor-reply.ts';
import { asRecord, idOf, readNumber, readText, readTextList } from './reply-fields.ts';
import { readPageInfo } from './page-info-reply.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';
import type { AdminUser, DevOutboxMessage, Role } from './user.ts';

/** A list's entries read one by one; [] when it is no list. */
const listOf = <T>(read: (value: unknown) => T) => (value: unknown): T[] => (Array.isArray(value) ? value.map(read) : []);

/** A city as the console manages it; a city the reply does not call inactive is active. */
export function readAdminCity(value: unknown): AdminCity {
  const c = asRecord(value);
  return { id: idOf(c), name: readText(c['name']), state: readText(c['state']), active: c['active'] !== false, storeCount: readNumber(c['storeCount'], 0) };
}
export const readAdminCities = listOf(readAdminCity);

/** GET /admin/orders/stats's `data`: 0 for a figure the reply lacks. */
export function readAdminOrderStats(value: unknown): AdminOrderStats {
  const s = asRecord(value);
  return { ordersToday: readNumber(s['ordersToday'], 0), ordersLast7Days: readNumber(s['ordersLast7Days'], 0), ordersTotal: readNumber(s['ordersTotal'], 0) };
}

/** GET /admin/jobs's `data`: every queue with its counts, and the newest failed jobs. */
export function readJobsOverview(value: unknown): JobsOverview {
  const o = asRecord(value);
  const queues = Array.isArray(o['queues']) ? o['queues'].map(asRecord) : [];
  const failed = Array.isArray(o['failed']) ? o['failed'].map(asRecord) : [];
  return {
    queues: queues.map((q) => ({
      name: readText(q['name']),
      owner: readText(q['owner']),
      waiting: readNumber(q['waiting'], 0),
      active: readNumber(q['active'], 0),
      delayed: readNumber(q['delayed'], 0),
      failed: readNumber(q['failed'], 0),
      completed: readNumber(q['completed'], 0),
    })),
    failed: failed.map((job) => ({
      queue: readText(job['queue']),
      id: readText(job['id']),
      name: readText(job['name']),
      failedReason: readText(job['failedReason']),
      attemptsMade: readNumber(job['attemptsMade'], 0),
      failedAt: readTextOrNull(job['failedAt']),
      data: readText(job['data']),
    })),
  };
}

const verificationStatuses: readonly VerificationReviewItem['status'][] = ['pending', 'verified', 'rejected'];

/** One store in the verification queue (or decided in it). */
export function readVerificationReviewItem(value: unknown): VerificationReviewItem {
  const v = asRecord(value);
  return {
    storeId: readText(v['storeId']),
    storeName: readText(v['storeName']),
    ownerId: readText(v['ownerId']),
    city: readText(v['city']),
    documents: readTextList(v['documents']),
    note: readText(v['note']),
    phoneVerified: v['phoneVerified'] === true,
    status: readOneOf(verificationStatuses, v['status'], 'pending'),
    submittedAt: readText(v['submittedAt']),
    waitedHours: readNumber(v['waitedHours'], 0),
    overdue: v['overdue'] === true,
    decidedAt: readTextOrNull(v['decidedAt']),
    decidedBy: readActorOrNull(v['decidedBy']),
    rejectionReason: readText(v['rejectionReason']),
  };
}

export const readVerificationReviewItems = listOf(readVerificationReviewItem);

/** GET /admin/verifications's `summary` (beside `data`), over every pending request whatever the page. */
export function readVerificationSummary(reply: unknown): VerificationQueue['summary'] {
  const s = asRecord(asRecord(reply)['summary']);
  return { waiting: readNumber(s['waiting'], 0), overdue: readNumber(s['overdue'], 0), oldestSubmittedAt: readTextOrNull(s['oldestSubmittedAt']) };
}

/** A broadcast to a city's buyers; one not yet marked sent is still sending. */
export function readAdminBroadcast(value: unknown): AdminBroadcast {
  const b = asRecord(value);
  return {
    id: idOf(b),
    city: readText(b['city']),
    title: readText(b['title']),
    message: readText(b['message']),
    sentBy: readActor(b['sentBy']),
    recipients: readNumber(b['recipients'], 0),
    status: b['status'] === 'sent' ? 'sent' : 'sending',
    createdAt: readText(b['createdAt']),
  };
}
export const readAdminBroadcasts = listOf(readAdminBroadcast);

/** The stored roles (user.ts's roles, which sits beside zod; admin-reply.test.ts keeps them equal). */
export const KNOWN_ROLES: readonly Role[] = ['buyer', 'seller', 'deliveryPartner', 'superadmin'];

/** An account as the admin's calls answer it; a role the console does not know reads as a buyer's. */
export function readAdminUser(value: unknown): AdminUser {
  const u = asRecord(value);
  return {
    id: idOf(u),
    _id: idOf(u),
    name: readText(u['name']),
    email: readText(u['email']),
    role: readOneOf(KNOWN_ROLES, u['role'], 'buyer'),
    avatar: readTextOrNull(u['avatar']),
    isBanned: u['isBanned'] === true,
    banReason: readTextOrNull(u['banReason']),
    phone: readTextOrNull(u['phone']),
    phoneVerified: u['phoneVerified'] === true,
    phoneVerifiedAt: readTextOrNull(u['phoneVerifiedAt']),
    currentCity: readTextOrNull(u['currentCity']),
    language: readTextOrNull(u['language']),
    createdAt: readText(u['createdAt']),
    updatedAt: readText(u['updatedAt']),
  };
}
export const readAdminUsers = listOf(readAdminUser);

const NO_PAGES: PageInfo = { totalCount: 0, currentPage: 1, totalPages: 0, hasNextPage: false };

/** GET /users: identity puts the page counters beside `data`, not under `pagination`. */
export const readUsersPageInfo = (reply: unknown): PageInfo => readPageInfo(reply, NO_PAGES);

/** How many a list reply's `pagination` counts in all (0 without one). */
export const readPaginationTotal = (reply: unknown): number => readPageInfo(asRecord(reply)['pagination'], NO_PAGES).totalCount;

/** GET /auth/superadmin-setup's `data`: whether the one superadmin account can still be created (no, unless it says so). */
export const readSetupAvailable = (value: unknown): boolean => asRecord(value)['available'] === true;

/** One message of the development outbox; one not sent by e-mail went by SMS. */
export function readDevOutboxMessage(value: unknown): DevOutboxMessage {
  const m = asRecord(value);
  return {
    id: idOf(m),
    _id: idOf(m),
    channel: m['channel'] === 'email' ? 'email' : 'sms',
    recipient: readText(m['recipient']),
    subject: readTextOrNull(m['subject']),
    body: readText(m['body']),
    createdAt: readText(m['createdAt']),
  };
}
export const readDevOutboxMessages = listOf(readDevOutboxMessage);
