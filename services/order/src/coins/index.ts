import type { App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';

/** The seller's coins: GET /api/coins/balance and /api/coins/packages (purchases come later). */
export function mountCoinRoutes(_app: App, _ctx: OrderContext): void {}
