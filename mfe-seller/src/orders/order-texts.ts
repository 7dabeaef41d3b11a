/**
 * The seller's order-action texts (the product spec, seller part §5, §8), copied from @haat/contracts'
 * ORDER_LIFE_TEXTS: a value imported from contracts would load all of it, zod included, into this
 * remote (see web-kit's contract-constants.ts). order-texts.test.ts keeps the copies equal.
 */
export const ORDER_ACTION_TEXTS = {
  paymentVerified: 'Payment verified successfully',
  returnApproved: 'Return request approved',
  returnRejected: 'Return request rejected',
  rejectReasonRequired: 'Please provide a reason for rejecting the return request',
  selectItems: 'Please select items to cancel',
  itemsCancelled: (n: number): string => `${n} item(s) cancelled successfully`,
} as const;

/** Spec §8's failure texts (shown as the notice's title; the server's words follow). */
export const ORDER_ACTION_FAILURES = {
  verifyPayment: 'Failed to verify payment',
  processReturn: 'Failed to process return request',
  cancelItems: 'Failed to cancel items. Please try again.',
} as const;

/** Spec §5: cancelling asks first, saying it cannot be undone. */
export const cancelConfirmText = (count: number): string =>
  `Cancel ${count} item(s) from this order? This cannot be undone.`;

/** Spec §4: a partial cancellation shows that the total was adjusted. */
export const PARTIAL_CANCELLATION_TEXT = 'Some items of this order were cancelled. The total has been adjusted.';
