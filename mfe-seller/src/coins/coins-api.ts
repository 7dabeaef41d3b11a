import { api } from '@haat/web-kit';
import type { ApiSuccess, CoinBalance, CoinLedgerEntry, CoinOrder, PageInfo, PaymentRecord, VerifiedPayment } from '@haat/contracts';

/** GET /coins/balance: the seller's coins, free orders, and whether their stores take orders. */
export async function fetchCoinBalance(signal?: AbortSignal): Promise<CoinBalance> {
  return (await api.get<ApiSuccess<CoinBalance>>('/coins/balance', { signal })).data;
}

/** POST /coins/create-order {packageIndex}: our purchase and how to open the provider's checkout. Never retried: each call is a new order. */
export async function createCoinOrder(packageIndex: number): Promise<CoinOrder> {
  return (await api.post<ApiSuccess<CoinOrder>>('/coins/create-order', { packageIndex }, { retry: false })).data;
}

export type PaymentReturn = { orderId?: string; providerOrderId?: string; paymentId: string; signature: string };

/** POST /coins/verify-payment: the checkout's answer; credits the pack once (a repeat answers the same). */
export async function verifyCoinPayment(body: PaymentReturn): Promise<{ data: VerifiedPayment; message: string }> {
  const reply = await api.post<ApiSuccess<VerifiedPayment, { message?: string }>>('/coins/verify-payment', body);
  return { data: reply.data, message: typeof reply.message === 'string' ? reply.message : '' };
}

export type Paged<T> = { items: T[] } & PageInfo;

const paged = <T>(reply: ApiSuccess<T[], PageInfo>): Paged<T> => ({
  items: Array.isArray(reply.data) ? reply.data : [],
  totalCount: reply.totalCount, currentPage: reply.currentPage, totalPages: reply.totalPages, hasNextPage: reply.hasNextPage,
});

/** GET /payments/history?page=: the seller's purchases, newest first. */
export async function fetchPaymentHistory(page: number, signal?: AbortSignal): Promise<Paged<PaymentRecord>> {
  return paged(await api.get<ApiSuccess<PaymentRecord[], PageInfo>>('/payments/history', { query: { page }, signal }));
}

/** GET /coins/ledger?page=: every coin in and out (grants, purchases, free orders, order fees), newest first. */
export async function fetchCoinLedger(page: number, signal?: AbortSignal): Promise<Paged<CoinLedgerEntry>> {
  return paged(await api.get<ApiSuccess<CoinLedgerEntry[], PageInfo>>('/coins/ledger', { query: { page }, signal }));
}
