import { api } from '@haat/web-kit';
import type { DeliveryProfile, UpdateDeliveryProfileBody } from '@haat/contracts';
import { readDeliveryProfile } from '@haat/contracts/delivery-partner-reply';
import { replyData } from '@haat/contracts/reply-fields';

/** PUT /delivery/profile: the fields sent change (details, or the availability switch alone); the reply is the whole profile. */
export async function updateDeliveryProfile(changes: UpdateDeliveryProfileBody): Promise<DeliveryProfile> {
  return readDeliveryProfile(replyData(await api.put<unknown>('/delivery/profile', changes, { retry: false })));
}
