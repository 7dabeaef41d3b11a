import { api } from '@haat/web-kit';
import type { CoinBalance, CoinLedgerEntry, CoinOrder, PageInfo, PaymentRecord, VerifiedPayment } from '@haat/contracts';
import { readCoinBalance, readCoinLedgerEntry, readCoinList, readCoinOrder, readPaymentRecord, readVerifiedPayment } from '@haat/contracts/coins-reply';
import { asRecord, replyData, replyMessage } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';

/** GET /coins/balance: the seller's coins, free orders, and whether their stores take orders. */
export async function fetchCoinBalance(signal?: AbortSignal): Promise<CoinBalance> {
  return readCoinBalance(replyData(await api.get<unknown>('/coins/balance', { signal })));
}

/** POST /coins/create-order {packageIndex}: our purchase and how to open the provider's checkout. Never retried: each call is a new order. */
export async function createCoinOrder(packageIndex: number): Promise<CoinOrder> {
  return readCoinOrder(replyData(await api.post<unknown>('/coins/create-order', { packageIndex }, { retry: false })));
}

export type PaymentReturn = { orderId?: string; providerOrderId?: string; paymentId: string; signature: string };

/** POST /coins/verify-payment: the checkout's answer; credits the pack once (a repeat answers the same). */
export async function verifyCoinPayment(body: PaymentReturn): Promise<{ data: VerifiedPayment; message: string }> {
  const reply = await api.post<unknown>('/coins/verify-payment', body);
  return { data: readVerifiedPayment(replyData(reply)), message: replyMessage(reply) ?? '' };
}

export type Paged<T> = { items: T[] } & PageInfo;

/** A history page: its rows, and the page counters that sit beside `data` in these replies. */
function paged<T>(reply: unknown, page: number, read: (row: unknown) => T): Paged<T> {
  const items = readCoinList(replyData(reply), read);
  return { items, ...readPageInfo(asRecord(reply), { totalCount: items.length, currentPage: page, totalPages: 1, hasNextPage: false }) };
}

/** GET /payments/history?page=: the seller's purchases, newest first. */
export async function fetchPaymentHistory(page: number, signal?: AbortSignal): Promise<Paged<PaymentRecord>> {
  return paged(await api.get<unknown>('/payments/history', { query: { page }, signal }), page, readPaymentRecord);
}

/** GET /coins/ledger?page=: every coin in and out (grants, purchases, free orders, order fees), newest first. */
export async function fetchCoinLedger(page: number, signal?: AbortSignal): Promise<Paged<CoinLedgerEntry>> {
  return paged(await api.get<unknown>('/coins/ledger', { query: { page }, signal }), page, readCoinLedgerEntry);
}
