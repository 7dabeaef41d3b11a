import { toPaise } from '@haat/contracts';
import type { ReservedStock } from './catalog-client.ts';

export type OrderPrice = { itemsPaise: number; shippingPaise: number; totalPaise: number };

/**
 * Prices come from the catalog's reservation (never from the client). Shipping is the store's local
 * delivery fee, free when the store sets a threshold above 0 and the items reach it.
 */
export function priceOrder({ lines, store }: ReservedStock): OrderPrice {
  const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const thresholdPaise = toPaise(store.deliveryOptions.freeShippingThreshold);
  const freeShipping = thresholdPaise > 0 && itemsPaise >= thresholdPaise;
  const shippingPaise = freeShipping ? 0 : toPaise(store.deliveryOptions.localDeliveryFee);
  return { itemsPaise, shippingPaise, totalPaise: itemsPaise + shippingPaise };
}
