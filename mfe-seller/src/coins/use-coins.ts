import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCoinBalance, fetchCoinLedger, fetchPaymentHistory } from './coins-api.ts';

/** The same key as the dashboard's coin card, so a purchase refreshes both. */
export const COIN_BALANCE_KEY = ['coins', 'balance'] as const;
const PAYMENT_HISTORY_KEY = ['coins', 'payments'] as const;
const COIN_LEDGER_KEY = ['coins', 'ledger'] as const;

export function useCoinBalance() {
  return useQuery({ queryKey: COIN_BALANCE_KEY, queryFn: ({ signal }) => fetchCoinBalance(signal), staleTime: 30_000 });
}

export function usePaymentHistory(page: number) {
  return useQuery({ queryKey: [...PAYMENT_HISTORY_KEY, page], queryFn: ({ signal }) => fetchPaymentHistory(page, signal), placeholderData: keepPreviousData });
}

export function useCoinLedger(page: number) {
  return useQuery({ queryKey: [...COIN_LEDGER_KEY, page], queryFn: ({ signal }) => fetchCoinLedger(page, signal), placeholderData: keepPreviousData });
}

/** After a purchase (or a cancelled one): balance, purchases and ledger are read again. */
export function useRefreshCoins(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [COIN_BALANCE_KEY, PAYMENT_HISTORY_KEY, COIN_LEDGER_KEY]) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
