// Grievances' clocks, subjects, categories, statuses and texts, zod-free for the browser (the buyer's
// complaint form and the admin console: `@haat/contracts/grievance-rules`); grievance.ts re-exports them.

export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_RESOLVE_DAYS = 30;
export const GRIEVANCE_DESCRIPTION_MAX_LENGTH = 2000;

export const grievanceSubjects = ['order', 'store', 'other'] as const;
export type GrievanceSubject = (typeof grievanceSubjects)[number];
export const grievanceCategories = [
  'Item not delivered', 'Wrong or damaged item', 'Refund or return', 'Payment problem',
  'Seller behaviour', 'Misleading listing', 'Account or privacy', 'Other',
] as const;

/** Open → Acknowledged → Resolved (or Rejected, with the reason told to the buyer). */
export const grievanceStatuses = ['Open', 'Acknowledged', 'Resolved', 'Rejected'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** The moves an admin may make (PUT /api/admin/grievances/:id): any other is a 409. Resolved and Rejected are final. */
export const nextGrievanceStatuses: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  Open: ['Acknowledged', 'Resolved', 'Rejected'],
  Acknowledged: ['Resolved', 'Rejected'],
  Resolved: [],
  Rejected: [],
};

export const GRIEVANCE_TEXTS = {
  submitted: 'Your complaint has been registered. Ticket number: {ticket}',
  descriptionRequired: 'Please describe the problem',
  orderRequired: 'Please choose the order this is about',
  storeRequired: 'Please choose the store this is about',
  orderNotFound: 'Order not found',
  storeNotFound: 'Store not found',
  notFound: 'Complaint not found',
  responseRequired: 'Please write a response for the buyer',
} as const;
