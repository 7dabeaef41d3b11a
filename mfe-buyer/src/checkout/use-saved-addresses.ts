import { readAddresses } from '@haat/contracts/user-reply';
import { api } from '@haat/web-kit';
import { addressBody, type AddressDraft } from '@haat/web-kit/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The same cache entry as the profile page's address book, so both show the same list. */
const SAVED_ADDRESSES_KEY = ['users', 'addresses'] as const;

/** GET /users/addresses: the buyer's address book, default first. */
export function useSavedAddresses(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_ADDRESSES_KEY,
    queryFn: async ({ signal }) => readAddresses(await api.get('/users/addresses', { signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PUT /users/addresses: adds an address to the book (after checkout, when the buyer asked to). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return async (draft: AddressDraft): Promise<void> => {
    await api.put('/users/addresses', addressBody(draft), { retry: false });
    await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
  };
}
