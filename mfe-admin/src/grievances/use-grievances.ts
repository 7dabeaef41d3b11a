import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchGrievance, fetchGrievances, type GrievancesQuery } from './grievances-api.ts';

export const GRIEVANCES_KEY = ['admin', 'grievances'] as const;

export function useGrievances(query: GrievancesQuery) {
  return useQuery({ queryKey: [...GRIEVANCES_KEY, 'list', query], queryFn: ({ signal }) => fetchGrievances(query, signal), placeholderData: keepPreviousData });
}

export function useGrievance(ticketNumber: string) {
  return useQuery({ queryKey: [...GRIEVANCES_KEY, 'one', ticketNumber], queryFn: ({ signal }) => fetchGrievance(ticketNumber, signal) });
}
