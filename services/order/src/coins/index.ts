import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { getCoinBalance } from './routes/get-coin-balance.ts';
import { listCoinPackages } from './routes/list-coin-packages.ts';

export { chargeOrder, grantCoins } from './coin-ledger.ts';
export { grantDemoCoins } from './demo-coins.ts';

/** The seller's coins: GET /api/coins/balance and /api/coins/packages (purchases come later and answer 501). */
export function mountCoinRoutes(app: App, ctx: OrderContext): void {
  app.get('/api/coins/packages', listCoinPackages());
  app.get('/api/coins/balance', requireAuth(ctx.verifyToken), requireRole('seller'), getCoinBalance(ctx));
}
