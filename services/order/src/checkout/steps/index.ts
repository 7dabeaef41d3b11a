import type { Step } from '@haat/server-kit';
import type { Checkout } from './checkout.ts';
import { claimIdempotencyKey } from './claim-idempotency-key.ts';
import { checkBuyer } from './check-buyer.ts';
import { reserveStock } from './reserve-stock.ts';
import { saveOrder } from './save-order.ts';

export type { Checkout } from './checkout.ts';

/** A checkout, step by step: a failure undoes the steps before it in reverse (server-kit runSteps). */
export const CHECKOUT_STEPS: readonly Step<Checkout, any>[] = [claimIdempotencyKey, checkBuyer, reserveStock, saveOrder];
