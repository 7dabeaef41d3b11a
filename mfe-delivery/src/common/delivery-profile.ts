import { api } from '@haat/web-kit';
import type { ApiSuccess, DeliveryProfile } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';
import { deliveryKeys } from './query-keys.ts';

/** The rider's profile, read by the profile page and by the invitation page (the stores they deliver for). */

/** GET /delivery/profile. */
export async function fetchDeliveryProfile(signal?: AbortSignal): Promise<DeliveryProfile> {
  return (await api.get<ApiSuccess<DeliveryProfile>>('/delivery/profile', { signal })).data;
}

export function useDeliveryProfile({ enabled = true } = {}) {
  return useQuery({ queryKey: deliveryKeys.profile, queryFn: ({ signal }) => fetchDeliveryProfile(signal), enabled });
}
