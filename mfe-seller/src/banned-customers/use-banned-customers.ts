import { useQuery } from '@tanstack/react-query';
import { fetchBannedCustomers } from './banned-customers-api.ts';

export const bannedCustomersKey = (storeId: string) => ['banned-customers', storeId] as const;

export function useBannedCustomers(storeId: string) {
  return useQuery({ queryKey: bannedCustomersKey(storeId), queryFn: ({ signal }) => fetchBannedCustomers(storeId, signal), staleTime: 30_000 });
}

/** A stored 10-digit phone as people read it: 98000 10001. */
export const displayPhone = (phone: string): string => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);
