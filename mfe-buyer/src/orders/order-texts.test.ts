import { CART_TEXTS, ORDER_LIFE_TEXTS, RETURN_REASON_MAX_LENGTH, UPI_TEXTS, upiPaymentInputSchema } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { normalTransactionId, UPI_TRANSACTION_MAX_LENGTH, upiTransactionProblem } from '../checkout/checkout-plan.ts';
import checkout from '../checkout/messages.json';
import common from '../common/messages.json';
import orders from './messages.json';
import * as texts from './order-texts.ts';

describe('buyer copies of contract texts', () => {
  it('equal the server texts in @haat/contracts', () => {
    expect(texts.storeClosedText()).toBe(CART_TEXTS.storeClosed);
    expect(common['common.storeClosed']).toBe(CART_TEXTS.storeClosed);
    expect(checkout['checkout.upiRequired']).toBe(UPI_TEXTS.transactionIdRequired);
    expect(checkout['checkout.upiInvalid']).toBe(UPI_TEXTS.transactionIdInvalid);
    expect(orders['orders.returnReasonRequired']).toBe(ORDER_LIFE_TEXTS.returnReasonRequired);
    expect(orders['orders.notFound']).toBe(ORDER_LIFE_TEXTS.orderNotFound);
    expect(texts.RETURN_REASON_MAX_LENGTH).toBe(RETURN_REASON_MAX_LENGTH);
  });

  it('check a UPI transaction ID as the order service does', () => {
    const samples = ['', '12345', '123456', '412345678901', 'T-2026-ab', 'UTR#1234567', 'ab_cd_ef', 'x'.repeat(UPI_TRANSACTION_MAX_LENGTH), 'x'.repeat(UPI_TRANSACTION_MAX_LENGTH + 1)];
    for (const sample of samples) {
      const server = upiPaymentInputSchema.safeParse({ transactionId: normalTransactionId(sample) });
      expect(upiTransactionProblem(sample), sample).toBe(server.success ? null : server.error.issues[0]?.message);
    }
  });
});
