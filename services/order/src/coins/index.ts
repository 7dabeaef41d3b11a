import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { getCoinBalance } from './routes/get-coin-balance.ts';
import { getCoinLedger } from './routes/get-coin-ledger.ts';
import { listCoinPackages } from './routes/list-coin-packages.ts';

export { chargeOrder, chargeOrderAndCommit, coinBalanceOf, creditCoins, grantCoins, NOTHING_TO_CHARGE } from './coin-ledger.ts';
export { grantDemoCoins } from './demo-coins.ts';

/** The seller's coins: GET /api/coins/balance, /api/coins/packages and /api/coins/ledger (purchases: src/payments). */
export function mountCoinRoutes(app: App, ctx: OrderContext): void {
  app.get('/api/coins/packages', listCoinPackages());
  app.get('/api/coins/balance', requireAuth(ctx.verifyToken), requireRole('seller'), getCoinBalance(ctx));
  app.get('/api/coins/ledger', requireAuth(ctx.verifyToken), requireRole('seller'), getCoinLedger(ctx));
}
