import { describe, expect, it } from 'vitest';
import messages from './messages.json';
import { nextStepOf as stepOf } from './order-next-step.ts';
import { ORDER_STATUSES } from './order-statuses.ts';

/** The next step with its button's English words (messages.json). */
const nextStepOf = (...args: Parameters<typeof stepOf>) => {
  const step = stepOf(...args);
  return step && { ...step, label: messages[step.label] };
};

describe('nextStepOf', () => {
  it('moves an open order one status on: accept, ship, deliver', () => {
    expect(nextStepOf('Processing')).toEqual({ status: 'Confirmed', label: 'Accept order' });
    expect(nextStepOf('Confirmed')).toEqual({ status: 'Shipped', label: 'Mark shipped' });
    expect(nextStepOf('Shipped')).toEqual({ status: 'Delivered', label: 'Mark delivered' });
  });
  it('offers nothing once the order is final', () => {
    expect(nextStepOf('Delivered')).toBeNull();
    expect(nextStepOf('Cancelled')).toBeNull();
  });
  it('always leads to a later status of the list, never to Cancelled', () => {
    for (const status of ORDER_STATUSES) {
      const next = nextStepOf(status);
      if (next) expect(ORDER_STATUSES.indexOf(next.status)).toBe(ORDER_STATUSES.indexOf(status) + 1);
    }
  });
});
