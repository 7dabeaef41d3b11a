import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchVerifications, type VerificationTab } from './verifications-api.ts';

export const VERIFICATIONS_KEY = ['admin', 'verifications'] as const;

export function useVerifications(status: VerificationTab, page: number) {
  return useQuery({ queryKey: [...VERIFICATIONS_KEY, status, page], queryFn: ({ signal }) => fetchVerifications({ status, page }, signal), placeholderData: keepPreviousData });
}
