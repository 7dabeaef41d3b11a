import { DELIVERY_TEXTS, failedAttemptReasons, LEFT_AT_DOOR, proofReasons, type DeliveryStatus } from '@haat/contracts/delivery-rules';
import type { Translate } from '@haat/web-kit';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../common/test-order.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import {
  amountLineOf, cashAmountOf, cashDiffers, deliveredBodyOf, FAILED_REASON_LABEL, failedBodyOf, formOf, isMainStep, phaseOf, PROOF_REASON_LABEL,
  proofReasonsFor, reasonText, timelineOf, type DeliveredForm,
} from './order-rules.ts';

const t: Translate<typeof messages> = (id, values) => translate(messages, id, values);

const rupees = (n: number) => `₹${n}`;
const stepsAt = (status: DeliveryStatus, orderStatus: 'Confirmed' | 'Shipped' | 'Delivered' = 'Confirmed') => {
  const phase = phaseOf(testOrder({ status: orderStatus }, { status }));
  return phase.kind === 'delivery' ? phase.steps : phase.kind;
};
const photoForm = (changes: Partial<DeliveredForm> = {}): DeliveredForm =>
  ({ proof: 'photo', code: '', photoUrl: `/api/images/${'a'.repeat(64)}.webp`, reason: 'Customer could not find the code', cash: '480', ...changes });
const codeForm = (changes: Partial<DeliveredForm> = {}): DeliveredForm => ({ proof: 'code', code: '1234', photoUrl: null, reason: '', cash: '480', ...changes });
const cod = testOrder();
const upi = testOrder({ paymentMethod: 'UPI Payment' });

describe('the next-step buttons', () => {
  it('follow the delivery one step at a time', () => {
    expect(stepsAt('Assigned')).toEqual(['Picked Up']);
    expect(stepsAt('Picked Up', 'Shipped')).toEqual(['Out for Delivery']);
    expect(stepsAt('Out for Delivery', 'Shipped')).toEqual(['Delivered', 'Failed Attempt']);
    expect(stepsAt('Failed Attempt', 'Shipped')).toEqual(['Out for Delivery', 'Returned to Store']);
    expect(stepsAt('Delivered', 'Delivered')).toEqual([]);
    expect(stepsAt('Returned to Store', 'Shipped')).toEqual([]);
  });

  it('are gone when the store cancelled the order or delivered it itself', () => {
    expect(phaseOf(testOrder({ status: 'Cancelled' }, { status: 'Picked Up' }))).toEqual({ kind: 'cancelled' });
    expect(phaseOf(testOrder({ status: 'Delivered' }, { status: 'Out for Delivery' }))).toEqual({ kind: 'delivered-by-store' });
    expect(phaseOf(testOrder({ status: 'Delivered' }, null))).toEqual({ kind: 'delivered-by-store' });
    expect(phaseOf(testOrder({}, null))).toEqual({ kind: 'no-delivery' });
  });

  it('take Picked Up and Out for Delivery at once, and ask first for Delivered, Failed Attempt and Returned to Store', () => {
    expect(formOf('Picked Up')).toBe('none');
    expect(formOf('Out for Delivery')).toBe('none');
    expect(formOf('Delivered')).toBe('delivered');
    expect(formOf('Failed Attempt')).toBe('failed');
    expect(formOf('Returned to Store')).toBe('returned');
  });

  it('highlight the way forward, never a failure or a return', () => {
    expect(isMainStep('Delivered', ['Delivered', 'Failed Attempt'])).toBe(true);
    expect(isMainStep('Failed Attempt', ['Delivered', 'Failed Attempt'])).toBe(false);
    expect(isMainStep('Out for Delivery', ['Out for Delivery', 'Returned to Store'])).toBe(true);
    expect(isMainStep('Returned to Store', ['Out for Delivery', 'Returned to Store'])).toBe(false);
  });
});

describe('the money line', () => {
  it('says what to collect for cash on delivery, and nothing for UPI', () => {
    expect(amountLineOf(cod, rupees, t)).toBe('Collect ₹480 (Cash on Delivery)');
    expect(amountLineOf(upi, rupees, t)).toBe('Paid by UPI — collect nothing');
  });
});

describe('the Delivered form', () => {
  it('does not offer Left at the door for cash on delivery', () => {
    expect(proofReasonsFor(cod)).not.toContain(LEFT_AT_DOOR);
    expect(proofReasonsFor(upi)).toContain(LEFT_AT_DOOR);
  });

  it('sends the code and, for cash on delivery, the cash collected', () => {
    expect(deliveredBodyOf(codeForm({ cash: '₹ 1,250.50' }), cod, t)).toEqual({ ok: true, body: { status: 'Delivered', deliveryCode: '1234', codAmountCollected: 1250.5 } });
    expect(deliveredBodyOf(codeForm(), upi, t)).toEqual({ ok: true, body: { status: 'Delivered', deliveryCode: '1234' } });
  });

  it('asks for a 4-digit code', () => {
    expect(deliveredBodyOf(codeForm({ code: '' }), cod, t)).toEqual({ ok: false, error: DELIVERY_TEXTS.codeOrProofRequired, field: 'code' });
    expect(deliveredBodyOf(codeForm({ code: '123' }), cod, t)).toMatchObject({ ok: false, field: 'code' });
  });

  it('asks for the cash collected on a cash on delivery order', () => {
    expect(deliveredBodyOf(codeForm({ cash: '' }), cod, t)).toEqual({ ok: false, error: DELIVERY_TEXTS.codAmountRequired, field: 'cash' });
    expect(deliveredBodyOf(codeForm({ cash: 'abc' }), cod, t)).toMatchObject({ ok: false, field: 'cash' });
    expect(deliveredBodyOf(codeForm({ cash: '0' }), cod, t)).toMatchObject({ ok: true, body: { codAmountCollected: 0 } });
  });

  it('without a code sends the uploaded photo and the reason', () => {
    expect(deliveredBodyOf(photoForm(), upi, t)).toEqual({
      ok: true,
      body: { status: 'Delivered', proofPhoto: `/api/images/${'a'.repeat(64)}.webp`, proofReason: 'Customer could not find the code' },
    });
    expect(deliveredBodyOf(photoForm({ photoUrl: null }), upi, t)).toMatchObject({ ok: false, field: 'photo' });
    expect(deliveredBodyOf(photoForm({ reason: '' }), upi, t)).toEqual({ ok: false, error: DELIVERY_TEXTS.proofReasonRequired, field: 'reason' });
  });

  it('refuses Left at the door for cash on delivery, allows it for UPI', () => {
    expect(deliveredBodyOf(photoForm({ reason: LEFT_AT_DOOR }), cod, t)).toEqual({ ok: false, error: DELIVERY_TEXTS.leftAtDoorNotForCod, field: 'reason' });
    expect(deliveredBodyOf(photoForm({ reason: LEFT_AT_DOOR }), upi, t)).toMatchObject({ ok: true });
  });

  it('reads the cash as typed and warns when it is not the total', () => {
    expect(cashAmountOf('480')).toBe(480);
    expect(cashAmountOf('1,480.5')).toBe(1480.5);
    expect(cashAmountOf('-5')).toBeNull();
    expect(cashAmountOf('4.567')).toBeNull();
    expect(cashDiffers({ cash: '480' }, cod)).toBe(false);
    expect(cashDiffers({ cash: '450' }, cod)).toBe(true);
    expect(cashDiffers({ cash: '450' }, upi)).toBe(false);
  });
});

describe('the reasons', () => {
  it('are sent as the server names them and shown in the words of the language, the same words in English', () => {
    for (const reason of proofReasons) expect(messages[PROOF_REASON_LABEL[reason]]).toBe(reason);
    for (const reason of failedAttemptReasons) expect(messages[FAILED_REASON_LABEL[reason]]).toBe(reason);
    expect(reasonText(LEFT_AT_DOOR, t)).toBe('Left at the door');
    expect(reasonText('Something else', t)).toBe('Something else');
  });

  it('of a refused step say what the server says', () => {
    expect(messages['orders.codeOrProofRequired']).toBe(DELIVERY_TEXTS.codeOrProofRequired);
    expect(messages['orders.proofReasonRequired']).toBe(DELIVERY_TEXTS.proofReasonRequired);
    expect(messages['orders.leftAtDoorNotForCod']).toBe(DELIVERY_TEXTS.leftAtDoorNotForCod);
    expect(messages['orders.codAmountRequired']).toBe(DELIVERY_TEXTS.codAmountRequired);
    expect(messages['orders.failedReasonRequired']).toBe(DELIVERY_TEXTS.failedReasonRequired);
    expect(messages['orders.formerStore']).toBe(DELIVERY_TEXTS.formerStoreDelivery);
    expect(t('orders.statusUpdated', { status: 'Picked Up' })).toBe(DELIVERY_TEXTS.statusUpdated('Picked Up'));
  });
});

describe('a failed attempt', () => {
  it('needs one of the fixed reasons', () => {
    expect(failedBodyOf('Customer not reachable', t)).toEqual({ ok: true, body: { status: 'Failed Attempt', failedReason: 'Customer not reachable' } });
    expect(failedBodyOf('', t)).toEqual({ ok: false, error: DELIVERY_TEXTS.failedReasonRequired });
    expect(failedBodyOf('Raining', t)).toMatchObject({ ok: false });
  });
});

describe('the timeline', () => {
  it('lists the four steps with the times reached so far', () => {
    const delivery = testOrder({}, { status: 'Picked Up', pickedUpAt: '2026-11-20T11:30:00Z' }).delivery!;
    expect(timelineOf(delivery).map((step) => ({ label: messages[step.label], at: step.at }))).toEqual([
      { label: 'Assigned', at: '2026-11-20T11:00:00Z' },
      { label: 'Picked up', at: '2026-11-20T11:30:00Z' },
      { label: 'Out for delivery', at: null },
      { label: 'Delivered', at: null },
    ]);
  });
});
