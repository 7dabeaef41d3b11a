import { describeError, linesByStore, randomUuid, useCartStore, type CartLine } from '@haat/web-kit';
import type { Order, PlaceOrderBody, ShippingAddress } from '@haat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { placeOrder } from '../api/orders-api.ts';

type KeyedBody = { signature: string; key: string };

/**
 * Places one order per store in the cart. Each store's request carries an Idempotency-Key made
 * once per checkout attempt: pressing 'Place Order' again after a failure reuses it (so an order
 * that did reach the server is not placed twice); changing the cart or address makes a new one.
 */
export function usePlaceOrders() {
  const keys = useRef(new Map<string, KeyedBody>());
  const clearStore = useCartStore((s) => s.clearStore);
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const keyFor = (storeId: string, body: PlaceOrderBody): string => {
    const signature = JSON.stringify(body);
    const known = keys.current.get(storeId);
    if (known && known.signature === signature) return known.key;
    const key = randomUuid();
    keys.current.set(storeId, { signature, key });
    return key;
  };

  const placeAll = async (lines: CartLine[], shippingAddress: ShippingAddress): Promise<Order[] | null> => {
    setPlacing(true);
    setError(null);
    const placed: Order[] = [];
    const groups = linesByStore(lines);
    for (const group of groups) {
      const body: PlaceOrderBody = {
        storeId: group.storeId,
        items: group.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(l.variant ? { variant: l.variant } : {}) })),
        shippingAddress: { ...shippingAddress, name: shippingAddress.name.trim(), email: shippingAddress.email.trim() },
        paymentMethod: 'Cash on Delivery',
      };
      try {
        placed.push(await placeOrder(body, keyFor(group.storeId, body)));
        keys.current.delete(group.storeId);
        clearStore(group.storeId);
      } catch (err) {
        const text = describeError(err, 'Failed to place order. Please try again.');
        setError(groups.length > 1 ? `${group.storeName || 'A store'}: ${text}` : text);
        break;
      }
    }
    if (placed.length > 0) void queryClient.invalidateQueries({ queryKey: ['my-orders'] });
    setPlacing(false);
    return placed.length === groups.length ? placed : null;
  };

  return { placeAll, placing, error };
}
