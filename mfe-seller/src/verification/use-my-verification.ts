import { useQuery } from '@tanstack/react-query';
import { fetchMyVerification, VERIFICATION_KEY } from './verification-api.ts';

/** The signed-in seller's verification request; asked again when the tab comes back (a decision may have arrived). */
export function useMyVerification() {
  return useQuery({ queryKey: VERIFICATION_KEY, queryFn: ({ signal }) => fetchMyVerification(signal), refetchOnWindowFocus: true });
}
