import { describe, expect, it } from 'vitest';
import {
  getCoinsBalanceReply, getCoinsLedgerReply, getPaymentsHistoryReply, postCoinsCreateOrderReply, postCoinsVerifyPaymentReply,
} from './replies/order-replies.ts';
import { readCoinBalance, readCoinLedgerEntry, readCoinList, readCoinOrder, readPaymentRecord, readVerifiedPayment } from './coins-reply.ts';

const balance = { balance: 290, freeOrdersTotal: 10, freeOrdersUsed: 10, freeOrdersLeft: 0, canAcceptOrders: true };
const payment = {
  id: 'p1', provider: 'development', providerOrderId: 'order_dev_1', providerPaymentId: 'pay_dev_1', purpose: 'coins', packageIndex: 1,
  coins: 300, amount: 899, amountPaise: 89_900, currency: 'INR', status: 'paid', createdAt: '2026-12-01T10:00:00.000Z', paidAt: '2026-12-01T10:01:00.000Z',
};
const order = {
  orderId: 'p1', provider: 'development', providerOrderId: 'order_dev_1', amount: 899, amountPaise: 89_900, currency: 'INR',
  checkoutUrl: '/api/payments/dev-checkout/p1', package: { index: 1, coins: 300, price: 899, popular: true },
};
const entry = { id: 'l1', delta: -1, reason: 'order', orderId: 'o1', paymentId: null, note: '', createdAt: '2026-12-01T11:00:00.000Z' };
const counters = { totalCount: 1, currentPage: 1, totalPages: 1, hasNextPage: false };

describe('coin reply readers', () => {
  it('read well-formed replies as sent, and what they answer passes the reply schemas', () => {
    expect(readCoinBalance(balance)).toEqual(balance);
    expect(readCoinOrder(order)).toEqual(order);
    expect(readPaymentRecord(payment)).toEqual(payment);
    expect(readCoinLedgerEntry(entry)).toEqual(entry);
    const verified = { payment, credited: true, balance };
    expect(readVerifiedPayment(verified)).toEqual(verified);
    expect(getCoinsBalanceReply.parse({ success: true, data: readCoinBalance(balance) }).data).toEqual(balance);
    expect(postCoinsCreateOrderReply.parse({ success: true, data: readCoinOrder(order) }).data).toEqual(order);
    expect(postCoinsVerifyPaymentReply.parse({ success: true, message: '300 coins added to your balance', data: readVerifiedPayment(verified) }).data).toEqual(verified);
    expect(getPaymentsHistoryReply.parse({ success: true, data: readCoinList([payment], readPaymentRecord), ...counters }).data).toEqual([payment]);
    expect(getCoinsLedgerReply.parse({ success: true, data: readCoinList([entry], readCoinLedgerEntry), ...counters }).data).toEqual([entry]);
  });

  it('answer empty values of the right type for a broken reply', () => {
    expect(readCoinBalance(null)).toEqual({ balance: 0, freeOrdersTotal: 0, freeOrdersUsed: 0, freeOrdersLeft: 0, canAcceptOrders: false });
    expect(readCoinOrder({ provider: 'paypal', package: { index: 2 } })).toMatchObject({ provider: 'razorpay', package: { index: 2, coins: 500, price: 1399 } });
    expect(readCoinOrder({})).not.toHaveProperty('checkoutUrl');
    expect(readPaymentRecord({ status: 'lost', paidAt: 7 })).toMatchObject({ status: 'created', paidAt: null, currency: 'INR' });
    expect(readCoinLedgerEntry({ reason: 'gift', delta: '5' })).toMatchObject({ reason: 'grant', delta: 5, orderId: null });
    expect(readCoinList('none', readCoinLedgerEntry)).toEqual([]);
  });
});
