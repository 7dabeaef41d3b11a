import type { DeliveryUpdatePush } from '@haat/contracts';
import { pushToUser } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';

/**
 * Tells the open screens of everyone concerned (the buyer, the store's owner, the rider, a
 * previous rider) that the order's delivery changed: the socket event `deliveryUpdate`, after commit.
 */
export function pushDeliveryUpdate({ nc, subjects }: Pick<OrderContext, 'nc' | 'subjects'>, push: DeliveryUpdatePush, userIds: (string | null | undefined)[]): void {
  for (const userId of new Set(userIds)) {
    if (userId) pushToUser(nc, subjects.realtimeUser(userId), 'deliveryUpdate', push);
  }
}
