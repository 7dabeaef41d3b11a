import { deliveryStatuses } from '@haat/contracts/delivery-rules';
import { KNOWN_ORDER_STATUSES, KNOWN_PAYMENT_METHODS } from '@haat/contracts/order-reply';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { deliveryStatusText, orderMessages, orderStatusText, paymentText, returnStatusText, type OrderT } from './order-labels.ts';

const t: OrderT = (id, values) => translate(orderMessages, id, values);

describe('an order in words', () => {
  it('says its statuses and payment method as the server names them, in English', () => {
    expect(KNOWN_ORDER_STATUSES.map((status) => orderStatusText(status, t))).toEqual([...KNOWN_ORDER_STATUSES]);
    expect(KNOWN_PAYMENT_METHODS.map((method) => paymentText(method, t))).toEqual([...KNOWN_PAYMENT_METHODS]);
    expect(deliveryStatuses.map((status) => deliveryStatusText(status, t))).toEqual([...deliveryStatuses]);
    expect(['Pending', 'Approved', 'Rejected'].map((status) => returnStatusText(status, t))).toEqual(['Pending', 'Approved', 'Rejected']);
  });

  it('shows a value it does not know as it came', () => {
    expect(orderStatusText('On hold', t)).toBe('On hold');
  });
});
