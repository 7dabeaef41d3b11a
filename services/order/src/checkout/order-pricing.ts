import { deliveryQuote, type DeliveryKind, type ShippingAddress } from '@haat/contracts';
import { badRequest } from '@haat/server-kit';
import type { ReservedStock } from './catalog-client.ts';

export type OrderPrice = { itemsPaise: number; shippingPaise: number; totalPaise: number; delivery: { kind: DeliveryKind; estimatedTime: string } };

/**
 * Prices come from the catalog's reservation (never from the client). Shipping is the store's fee
 * for the kind of delivery the address gets (local, regional, nationwide: the same rules the store
 * page shows), free when the store sets a threshold above 0 and the items reach it. An address the
 * store does not serve is 400 with the spec's text.
 */
export function priceOrder({ lines, store }: ReservedStock, address: Pick<ShippingAddress, 'city' | 'postalCode'>): OrderPrice {
  const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const quote = deliveryQuote(store, address, itemsPaise);
  if (!quote.ok) throw badRequest(quote.message);
  return { itemsPaise, shippingPaise: quote.feePaise, totalPaise: quote.totalPaise, delivery: { kind: quote.kind, estimatedTime: quote.estimatedTime } };
}
