import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixture.ts';
import { statusTimeline } from './status-timeline.ts';

const PLACED = '2026-11-21T10:00:00.000Z';
const CONFIRMED = '2026-11-21T11:00:00.000Z';
const SHIPPED = '2026-11-22T09:00:00.000Z';

describe('the order page\'s status timeline', () => {
  it('a confirmed order: Processing done with its time, Confirmed current, Shipped and Delivered to come', () => {
    const order = makeOrder({ status: 'Confirmed', updatedAt: CONFIRMED, statusHistory: [{ status: 'Processing', at: PLACED }, { status: 'Confirmed', at: CONFIRMED }] });
    expect(statusTimeline(order)).toEqual([
      { status: 'Processing', state: 'done', at: PLACED },
      { status: 'Confirmed', state: 'current', at: CONFIRMED },
      { status: 'Shipped', state: 'todo', at: null },
      { status: 'Delivered', state: 'todo', at: null },
    ]);
  });

  it('a cancelled order shows the steps it reached, then Cancelled with its time', () => {
    const CANCELLED = '2026-11-22T10:00:00.000Z';
    const order = makeOrder({
      status: 'Cancelled', updatedAt: CANCELLED,
      statusHistory: [{ status: 'Processing', at: PLACED }, { status: 'Confirmed', at: CONFIRMED }, { status: 'Cancelled', at: CANCELLED }],
    });
    expect(statusTimeline(order)).toEqual([
      { status: 'Processing', state: 'done', at: PLACED },
      { status: 'Confirmed', state: 'done', at: CONFIRMED },
      { status: 'Cancelled', state: 'current', at: CANCELLED },
    ]);
  });

  it('a step reached twice (moved back by the seller) shows its latest time', () => {
    const again = '2026-11-21T12:00:00.000Z';
    const order = makeOrder({
      status: 'Shipped', updatedAt: SHIPPED,
      statusHistory: [{ status: 'Processing', at: PLACED }, { status: 'Confirmed', at: CONFIRMED }, { status: 'Processing', at: '2026-11-21T11:30:00.000Z' }, { status: 'Confirmed', at: again }, { status: 'Shipped', at: SHIPPED }],
    });
    expect(statusTimeline(order).map((step) => [step.status, step.state, step.at])).toEqual([
      ['Processing', 'done', '2026-11-21T11:30:00.000Z'], ['Confirmed', 'done', again], ['Shipped', 'current', SHIPPED], ['Delivered', 'todo', null],
    ]);
  });

  it('without a history (an older server): placed at createdAt, the current step at updatedAt, the steps between undated', () => {
    const order = makeOrder({ status: 'Delivered', createdAt: PLACED, updatedAt: SHIPPED });
    expect(statusTimeline(order)).toEqual([
      { status: 'Processing', state: 'done', at: PLACED },
      { status: 'Confirmed', state: 'done', at: null },
      { status: 'Shipped', state: 'done', at: null },
      { status: 'Delivered', state: 'current', at: SHIPPED },
    ]);
    expect(statusTimeline(makeOrder({ status: 'Cancelled', updatedAt: SHIPPED })).map((step) => step.status)).toEqual(['Processing', 'Cancelled']);
  });
});
