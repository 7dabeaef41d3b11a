import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchGrievanceOfficer, fetchMyGrievances } from './grievances-api.ts';

export const MY_GRIEVANCES_KEY = ['my-grievances'] as const;

/** The signed-in buyer's complaints, a page at a time, newest first. */
export function useMyGrievances(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: MY_GRIEVANCES_KEY,
    queryFn: ({ pageParam, signal }) => fetchMyGrievances(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined),
    enabled,
  });
}

/** The grievance officer: configuration that rarely changes, so kept for the visit. */
export function useGrievanceOfficer() {
  return useQuery({ queryKey: ['grievance-officer'], queryFn: ({ signal }) => fetchGrievanceOfficer(signal), staleTime: Infinity });
}
