import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { banCustomer } from './routes/ban-customer.ts';
import { checkBan } from './routes/check-ban.ts';
import { checkBannedStores } from './routes/check-banned-stores.ts';
import { listBannedCustomers } from './routes/list-banned-customers.ts';
import { unbanCustomer } from './routes/unban-customer.ts';

export { checkoutBanReason } from './store-ban-repository.ts';

/** Store bans by phone: ban-customer, unban-customer, banned-customers, check-ban, banned-check. */
export function mountStoreBanRoutes(app: App, ctx: OrderContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const storeManager = requireRole('seller', 'superadmin');
  app.get('/api/stores/banned-check', auth, checkBannedStores(ctx));
  app.post('/api/stores/:id/ban-customer', auth, storeManager, banCustomer(ctx));
  app.delete('/api/stores/:id/unban-customer/:phone', auth, storeManager, unbanCustomer(ctx));
  app.get('/api/stores/:id/banned-customers', auth, storeManager, listBannedCustomers(ctx));
  app.get('/api/stores/:id/check-ban/:phone', auth, storeManager, checkBan(ctx));
}
