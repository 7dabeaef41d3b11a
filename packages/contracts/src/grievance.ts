import { z } from 'zod';
import { multilineText } from './text.ts';
import type { PageInfo } from './envelope.ts';
import type { grievanceSchema } from './replies/moderation-replies.ts';
import { GRIEVANCE_DESCRIPTION_MAX_LENGTH, GRIEVANCE_TEXTS, grievanceCategories, grievanceStatuses, grievanceSubjects } from './grievance-rules.ts';

// Grievances, as the Consumer Protection (E-Commerce) Rules, 2020 ask of a marketplace (rule 4(4) and
// 4(5)): a buyer's complaint gets a ticket number, is acknowledged within 48 hours and resolved within
// one month; the grievance officer's name and contact are published (/contact-us).

// The clocks, subjects, categories, statuses and texts are zod-free in grievance-rules.ts (the browser imports them from there).
export * from './grievance-rules.ts';

/** POST /api/grievances (signed-in buyer): about one of their orders, a store, or something else. */
export const createGrievanceBodySchema = z.object({
  subject: z.enum(grievanceSubjects),
  orderId: z.string().uuid().optional(),
  storeId: z.string().uuid().optional(),
  category: z.enum(grievanceCategories),
  description: multilineText({ label: 'Description', max: GRIEVANCE_DESCRIPTION_MAX_LENGTH, required: GRIEVANCE_TEXTS.descriptionRequired })
    .pipe(z.string().min(1, GRIEVANCE_TEXTS.descriptionRequired)),
}).superRefine((body, ctx) => {
  if (body.subject === 'order' && !body.orderId) ctx.addIssue({ code: 'custom', path: ['orderId'], message: GRIEVANCE_TEXTS.orderRequired });
  if (body.subject === 'store' && !body.storeId) ctx.addIssue({ code: 'custom', path: ['storeId'], message: GRIEVANCE_TEXTS.storeRequired });
});

/** PUT /api/admin/grievances/:id {status, response}: the response is told to the buyer (required to resolve or reject). */
export const updateGrievanceBodySchema = z.object({
  status: z.enum(['Acknowledged', 'Resolved', 'Rejected']),
  response: multilineText({ label: 'Response', max: GRIEVANCE_DESCRIPTION_MAX_LENGTH }).optional().default(''),
}).superRefine((body, ctx) => {
  if (body.status !== 'Acknowledged' && body.response.trim() === '') ctx.addIssue({ code: 'custom', path: ['response'], message: GRIEVANCE_TEXTS.responseRequired });
});

/**
 * A grievance (replies/moderation-replies.ts describes it): the buyer quotes its ticketNumber
 * ('GRV-' + year + '-' + six digits); acknowledgeBy is createdAt + 48 hours, resolveBy createdAt + 30
 * days, and ackOverdue / resolveOverdue say it is past that clock and not yet acknowledged / resolved.
 */
export type Grievance = z.infer<typeof grievanceSchema>;
export type GrievanceList = { success: true; data: Grievance[]; pagination: PageInfo };

/** GET /api/admin/grievances?status=&overdue=true&page=&limit= (superadmin): oldest first. */
export const listGrievancesQuerySchema = z.object({
  status: z.enum(grievanceStatuses).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/grievances/mine?page=&limit= (signed in): the caller's own, newest first. */
export const listMyGrievancesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/grievances/officer (public): from configuration (GRIEVANCE_OFFICER_*); a detail not configured is null, never a placeholder. */
export type GrievanceOfficer = { name: string | null; designation: string | null; email: string | null; phone: string | null; address: string | null; hours: string | null };
