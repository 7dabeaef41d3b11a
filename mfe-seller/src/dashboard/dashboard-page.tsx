import { ErrorState, LoadingState, useSession } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { CoinBalanceCard } from './components/coin-balance-card.tsx';
import { LatestOrders } from './components/latest-orders.tsx';
import { LowStockCard } from './components/low-stock-card.tsx';
import { SalesSummary } from './components/sales-summary.tsx';
import { SalesTrend } from './components/sales-trend.tsx';
import { StoreStatusCard } from './components/store-status-card.tsx';
import { WaitingOrders } from './components/waiting-orders.tsx';
import { useDashboardLive, useDashboardStats } from './use-dashboard.ts';
import { BUILD_LABEL } from './build-label.ts';
import { useDashboardGreeting } from './greeting.ts';
import { idOf } from '@haat/contracts/reply-fields';
import { PageFrame } from '@haat/web-kit/page';
import '../common/seller.css';
import './dashboard.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function StoreDashboard({ store }: { store: Store }) {
  const t = useT(messages);
  const storeId = idOf(store);
  const stats = useDashboardStats(storeId);
  useDashboardLive(storeId);
  return (
    <>
      {stats.isPending ? <LoadingState label={t('dashboard.loadingNumbers')} /> : null}
      {stats.isError ? <ErrorState message={t('dashboard.numbersFailed')} onRetry={() => void stats.refetch()} /> : null}
      {stats.data ? <SalesSummary stats={stats.data} /> : null}
      {stats.data ? <SalesTrend days={stats.data.days} /> : null}
      <div className="dashboard-grid">
        {stats.data ? <WaitingOrders stats={stats.data} /> : null}
        <CoinBalanceCard />
        <StoreStatusCard store={store} />
        <LowStockCard storeId={storeId} />
        <LatestOrders storeId={storeId} />
      </div>
    </>
  );
}

/** /dashboard: the current store's sales and their last 30 days, waiting orders, coins, status, low stock and latest orders; new orders arrive live. */
export function DashboardPage() {
  const t = useT(messages);
  const { user } = useSession();
  const greeting = useDashboardGreeting(user);
  const body = (
    <CurrentStoreGate noStore={t('dashboard.noStore')}>
      {(store) => <StoreDashboard store={store} />}
    </CurrentStoreGate>
  );
  // The line under the heading keeps its place while the greeting is decided, so nothing moves.
  return (
    <PageFrame title={t('dashboard.pageTitle')} subtitle={greeting ?? '\u00a0'}>
      {body}
      {BUILD_LABEL ? <p className="page__subtitle">{t('dashboard.build', { label: BUILD_LABEL })}</p> : null}
    </PageFrame>
  );
}
