import { api } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { readDeliveryProfile } from '@haat/contracts/delivery-partner-reply';
import { replyData } from '@haat/contracts/reply-fields';
import { useQuery } from '@tanstack/react-query';
import { deliveryKeys } from './query-keys.ts';

/** The rider's profile, read by the profile page and by the invitation page (the stores they deliver for). */

/** GET /delivery/profile. */
export async function fetchDeliveryProfile(signal?: AbortSignal): Promise<DeliveryProfile> {
  return readDeliveryProfile(replyData(await api.get<unknown>('/delivery/profile', { signal })));
}

export function useDeliveryProfile({ enabled = true } = {}) {
  return useQuery({ queryKey: deliveryKeys.profile, queryFn: ({ signal }) => fetchDeliveryProfile(signal), enabled });
}
