import { useSession } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { useDeliveryLive } from '../common/use-delivery-live.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { MetricsPanel } from './components/metrics-panel.tsx';
import { OpenDeliveries } from './components/open-deliveries.tsx';
import '../common/delivery.css';
import './dashboard.css';

/**
 * /delivery and /delivery/dashboard: the rider's numbers (today, this week, open, cash to hand
 * over) and their open deliveries by status. A `deliveryUpdate` push reloads both, so a newly
 * assigned order shows without a reload; a slow re-read covers lost pushes.
 */
export function DashboardPage() {
  const t = useT(messages);
  const { user } = useSession();
  useDeliveryLive();
  return (
    <PageFrame className="delivery-page" title={t('dashboard.title')} subtitle={user ? t('dashboard.helloName', { name: user.name }) : t('dashboard.hello')}>
      <MetricsPanel />
      <OpenDeliveries />
    </PageFrame>
  );
}
