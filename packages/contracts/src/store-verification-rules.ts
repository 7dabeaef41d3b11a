/**
 * Where a store's verification request stands. Zod-free, so the reply schemas and the browser's
 * reader (`@haat/contracts/verification-reply`) share it without importing store.ts.
 */
export const verificationStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
