import { translate } from '../i18n.ts';
import messages from './messages.json';

const text = (id: keyof typeof messages, values?: Record<string, number>) => translate(messages, id, values);

/**
 * The seller's order-action texts (the product spec, seller part §5, §8), in the language shown; in
 * English the same words as @haat/contracts' ORDER_LIFE_TEXTS (a value imported from contracts would
 * load all of it, zod included, into this remote: see web-kit's contract-constants.ts).
 * order-texts.test.ts keeps the English equal.
 */
export const ORDER_ACTION_TEXTS = {
  paymentVerified: (): string => text('orders.paymentVerified'),
  returnApproved: (): string => text('orders.returnApproved'),
  returnRejected: (): string => text('orders.returnRejected'),
  rejectReasonRequired: (): string => text('orders.rejectReasonRequired'),
  selectItems: (): string => text('orders.selectItems'),
  itemsCancelled: (count: number): string => text('orders.itemsCancelled', { count }),
} as const;

/** Spec §8's failure texts (shown as the notice's title; the server's words follow). */
export const ORDER_ACTION_FAILURES = {
  verifyPayment: (): string => text('orders.verifyPaymentFailed'),
  cancelItems: (): string => text('orders.cancelItemsFailed'),
} as const;

/** Spec §5: cancelling asks first, saying it cannot be undone. */
export const cancelConfirmText = (count: number): string => text('orders.cancelConfirm', { count });

/** Spec §4: a partial cancellation shows that the total was adjusted. */
export const partialCancellationText = (): string => text('orders.partialCancellation');
