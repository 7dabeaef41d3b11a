import { api } from '@haat/web-kit';
import type { ApiSuccess, DeliveryProfile, UpdateDeliveryProfileBody } from '@haat/contracts';

/** PUT /delivery/profile: the fields sent change (details, or the availability switch alone); the reply is the whole profile. */
export async function updateDeliveryProfile(changes: UpdateDeliveryProfileBody): Promise<DeliveryProfile> {
  return (await api.put<ApiSuccess<DeliveryProfile>>('/delivery/profile', changes, { retry: false })).data;
}
