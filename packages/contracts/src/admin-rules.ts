// The superadmin console's constants and texts, zod-free (`@haat/contracts/admin-rules`); admin.ts
// re-exports them beside its schemas.

/** The promise made to sellers (spec: "checked within 24 hours"). */
export const VERIFICATION_PROMISE_HOURS = 24;

export const ADMIN_TEXTS = {
  rejectionReasonRequired: 'Please give the seller a reason for the rejection',
  notPending: 'This verification is not waiting for review',
  storeNotFound: 'Store not found',
  cityNotFound: 'City not found',
  jobNotFound: 'Job not found',
  broadcastCityRequired: 'Please choose a city',
} as const;
