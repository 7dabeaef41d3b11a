import { captureStatements, type Statement } from '../common/statement-plans.ts';
import type { SellerSeed } from './seller-seed.ts';

/**
 * Which service code answers each seller endpoint, run once on our own handle to record its
 * statements: the read functions the order and catalog services' public entries export for this
 * bench. A function that changed shape shows up as "could not capture" in the report, never as a
 * wrong plan.
 */
type Capture = { endpoint: string; schema: string; capture: () => Promise<Statement[]> };
type Module = Record<string, (...args: any[]) => Promise<unknown>>;

const orderModule = () => import('@haat/order') as unknown as Promise<Module>;
const catalogModule = () => import('@haat/catalog') as unknown as Promise<Module>;

export function sellerStatements(seed: SellerSeed, { databaseUrl, deepOffset }: { databaseUrl: string; deepOffset: number }): Capture[] {
  const inOrders = (task: (m: Module, db: unknown) => Promise<unknown>) => async () =>
    captureStatements(databaseUrl, 'orders', async (db) => task(await orderModule(), db));
  const scope = { kind: 'store', storeId: seed.storeId };
  const page = (m: Module, db: unknown, { offset = 0, status, search }: { offset?: number; status?: string; search?: string }) =>
    m['pageOfOrders']!(db, scope, { limit: 20, offset, filter: { status, search: search === undefined ? undefined : m['parseOrderSearch']!(search) } });
  const inCatalog = (filter: Record<string, unknown>) => async () => {
    const m = await catalogModule();
    return captureStatements(databaseUrl, 'catalog', (db) => m['inventoryPage']!(db, { storeId: seed.storeId, limit: 20, ...filter }));
  };
  return [
    { endpoint: 'dashboard-stats', schema: 'orders', capture: inOrders((m, db) => m['storeDashboardStats']!(db, seed.storeId)) },
    { endpoint: 'coins/balance', schema: 'orders', capture: inOrders((m, db) => m['coinBalanceOf']!(db, seed.sellerId)) },
    { endpoint: 'orders page 1', schema: 'orders', capture: inOrders((m, db) => page(m, db, {})) },
    { endpoint: `orders deep page (offset ${deepOffset})`, schema: 'orders', capture: inOrders((m, db) => page(m, db, { offset: deepOffset })) },
    { endpoint: 'orders status=Delivered', schema: 'orders', capture: inOrders((m, db) => page(m, db, { status: 'Delivered' })) },
    { endpoint: 'orders search=<name>', schema: 'orders', capture: inOrders((m, db) => page(m, db, { search: seed.customerName })) },
    { endpoint: 'orders search=<phone>', schema: 'orders', capture: inOrders((m, db) => page(m, db, { search: seed.customerPhone })) },
    { endpoint: 'store products page 1 (limit 20)', schema: 'catalog', capture: async () => {
      const { storeProductsStatement } = await import('@haat/catalog');
      const statement = storeProductsStatement({ storeId: seed.storeId, limit: 20, offset: 0 });
      return [{ text: statement.text, values: statement.values }];
    } },
    { endpoint: 'inventory (limit 20)', schema: 'catalog', capture: inCatalog({}) },
    { endpoint: 'inventory stock=low (limit 5)', schema: 'catalog', capture: inCatalog({ stock: 'low', limit: 5 }) },
    { endpoint: 'inventory search=atta', schema: 'catalog', capture: inCatalog({ search: 'atta' }) },
  ];
}
