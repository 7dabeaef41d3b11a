import { z } from 'zod';
import { multilineText, plainText } from './text.ts';
import type { PageInfo } from './envelope.ts';
import { ADMIN_TEXTS } from './admin-rules.ts';
import type { jobsOverviewSchema } from './replies/moderation-replies.ts';
import type { adminBroadcastSchema } from './replies/notification-replies.ts';
import type { adminCitySchema, verificationSchema } from './replies/catalog-replies.ts';
import type { adminOrderStatsSchema } from './replies/order-replies.ts';

// The superadmin console's calls that each owning service answers under /api/admin/* (the
// console, mfe-admin, composes its overview from them). Every one is superadmin only (403 else).

// The constants and texts are zod-free in admin-rules.ts (the console imports them from there).
export * from './admin-rules.ts';

// ---- catalog: seller verification (GET/PUT /api/admin/verifications) ----

/**
 * One store waiting for (or decided in) verification review. Its documents are private URLs, served
 * only to the store's owner and superadmins; `phoneVerified` comes from identity; `waitedHours` runs
 * to the decision; `overdue` is past VERIFICATION_PROMISE_HOURS.
 */
export type VerificationReviewItem = z.infer<typeof verificationSchema>;

/** GET /api/admin/verifications?status=pending|verified|rejected (default pending): oldest first. */
export const listVerificationsQuerySchema = z.object({
  status: z.enum(['pending', 'verified', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type VerificationQueue = {
  success: true;
  data: VerificationReviewItem[];
  pagination: PageInfo;
  /** Over every pending request, whatever the page. */
  summary: { waiting: number; overdue: number; oldestSubmittedAt: string | null };
};

/** PUT /api/admin/verifications/:storeId {decision, reason}: a rejection needs a reason; 409 unless pending. */
export const decideVerificationBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: multilineText({ label: 'Reason', max: 500 }).optional().default(''),
}).superRefine((body, ctx) => {
  if (body.decision === 'reject' && body.reason.trim() === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_TEXTS.rejectionReasonRequired });
});

// ---- catalog: stores (GET /api/admin/stores) and cities (GET/PUT /api/admin/cities) ----

export type AdminStore = {
  id: string;
  name: string;
  city: string;
  ownerId: string;
  /** False once the admin team closed it (moderation action close_store): hidden from buyers, takes no orders. */
  isActive: boolean;
  closedReason: string;
  verificationStatus: 'unverified' | 'pending' | 'verified' | 'rejected';
  rating: number | null;
  productCount: number;
  createdAt: string;
};
export const listAdminStoresQuerySchema = z.object({
  search: plainText({ label: 'Search', max: 100 }).optional(),
  status: z.enum(['all', 'active', 'closed']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminStoreList = { success: true; data: AdminStore[]; pagination: PageInfo };

export type AdminCity = z.infer<typeof adminCitySchema>;
/** PUT /api/admin/cities/:id {active}: only active cities appear in the location picker and city lists. */
export const updateCityBodySchema = z.object({ active: z.boolean() });

// ---- order: GET /api/admin/orders/stats ----

export type AdminOrderStats = z.infer<typeof adminOrderStatsSchema>;

// ---- moderation: background jobs (GET /api/admin/jobs, POST /api/admin/jobs/:queue/:id/retry) ----

/** GET /api/admin/jobs (replies/moderation-replies.ts describes it); a failed job's `data` is its JSON, cut to 500 characters. */
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
export type JobQueueSummary = JobsOverview['queues'][number];
export type FailedJob = JobsOverview['failed'][number];

// ---- notification: admin broadcast (POST/GET /api/admin/broadcasts) ----

/** An `admin_broadcast` notification to every buyer whose city is `city`. */
export const adminBroadcastBodySchema = z.object({
  city: plainText({ label: 'City', max: 100, required: ADMIN_TEXTS.broadcastCityRequired }).pipe(z.string().min(1, ADMIN_TEXTS.broadcastCityRequired)),
  title: plainText({ label: 'Title', max: 120 }).pipe(z.string().min(1, 'Title is required')),
  message: multilineText({ label: 'Message', max: 1000 }).pipe(z.string().min(1, 'Message is required')),
});
/** An admin broadcast (replies/notification-replies.ts describes it): `recipients` counts the buyers told so far (the fan-out runs as a background job). */
export type AdminBroadcast = z.infer<typeof adminBroadcastSchema>;

/** GET /api/admin/broadcasts?page=&limit= (superadmin) */
export const adminBroadcastPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
