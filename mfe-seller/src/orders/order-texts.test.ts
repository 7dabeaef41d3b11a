import { ORDER_LIFE_TEXTS, RETURN_RESPONSE_MAX_LENGTH } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { RETURN_RESPONSE_MAX_LENGTH as SELLER_RESPONSE_MAX_LENGTH } from './order-actions.ts';
import { cancelConfirmText, ORDER_ACTION_TEXTS } from './order-texts.ts';

describe('seller order-action texts', () => {
  it('equal the server texts in @haat/contracts', () => {
    for (const key of ['paymentVerified', 'returnApproved', 'returnRejected', 'rejectReasonRequired', 'selectItems'] as const) {
      expect(ORDER_ACTION_TEXTS[key](), key).toBe(ORDER_LIFE_TEXTS[key]);
    }
    for (const n of [1, 3]) expect(ORDER_ACTION_TEXTS.itemsCancelled(n)).toBe(ORDER_LIFE_TEXTS.itemsCancelled(n));
    expect(SELLER_RESPONSE_MAX_LENGTH).toBe(RETURN_RESPONSE_MAX_LENGTH);
  });

  it('word the spec’s success notices exactly', () => {
    expect(ORDER_ACTION_TEXTS.itemsCancelled(2)).toBe('2 item(s) cancelled successfully');
    expect(ORDER_ACTION_TEXTS.paymentVerified()).toBe('Payment verified successfully');
    expect(cancelConfirmText(1)).toBe('Cancel 1 item(s) from this order? This cannot be undone.');
  });
});
