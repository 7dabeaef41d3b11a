import type { z } from 'zod';
import type { placeOrderBodySchema } from '@haat/contracts';
import type { AuthUser } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import type { ReservedStock } from '../catalog-client.ts';

export type PlaceOrderInput = z.infer<typeof placeOrderBodySchema>;

/** One checkout as its steps share it: the request, and what each step leaves for the next ones. */
export type Checkout = {
  readonly deps: Pick<OrderContext, 'db' | 'catalog' | 'logger' | 'relay'>;
  readonly user: AuthUser;
  readonly body: PlaceOrderInput;
  /** The request's Idempotency-Key, if it came with one. */
  readonly key: string | undefined;
  /** The buyer's own token, for the catalog to check whose payment screenshot the order names. */
  readonly buyerToken: string | null;
  /** Named before asking the catalog, so that a reservation whose answer was lost can still be given back. */
  readonly reservationId: string;
  /** What the catalog reserved (reserve-stock). */
  reserved?: ReservedStock;
  /** The answer: the placed order (save-order), or the first answer to this Idempotency-Key. */
  reply?: { status: number; text: string };
};

/** The reservation a later step needs: reserve-stock runs before it. */
export function reservedOf(checkout: Checkout): ReservedStock {
  if (!checkout.reserved) throw new Error('checkout step run before reserve-stock');
  return checkout.reserved;
}
