import { formatPrice } from '@haat/web-kit';
import type { StoreDayFigures } from '@haat/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { tableDay, totalsOf } from '../sales-days.ts';
import { ChartBoundary } from './chart-boundary.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

// The chart library loads here alone, once the figures are on the screen: no other seller page, nor
// the dashboard's own first paint, pays for it (issue 35).
const SalesCharts = lazy(() => import('./sales-charts.tsx'));

/**
 * The last 30 days (India) of orders and revenue as two small charts, with the same figures in a
 * table: always there for a screen reader, shown on the screen with 'Show table'.
 */
export function SalesTrend({ days }: { days: StoreDayFigures[] }) {
  const t = useT(messages);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const totals = totalsOf(days);
  return (
    <section className="card dashboard-card sales-trend" aria-labelledby="sales-trend-title">
      <div className="dashboard-card__head">
        <h2 id="sales-trend-title" className="card__title">{t('dashboard.last30Days')}</h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('dashboard.hideTable') : t('dashboard.showTable')}
        </button>
      </div>
      <p className="small muted">
        {t('dashboard.periodTotals', { orders: totals.orders, revenue: formatPrice(totals.revenue) })}
      </p>
      {/* The pictures only: their figures are the table's, so a screen reader reads them once. */}
      <ChartBoundary>
        <Suspense fallback={<div className="sales-trend__placeholder" aria-hidden="true" />}>
          <SalesCharts days={days} />
        </Suspense>
      </ChartBoundary>
      <div id={tableId} className={tableShown ? 'sales-trend__table' : 'visually-hidden'}>
        <table className="table">
          <caption className="visually-hidden">{t('dashboard.tableCaption')}</caption>
          <thead>
            <tr><th scope="col">{t('dashboard.day')}</th><th scope="col">{t('dashboard.orders')}</th><th scope="col">{t('dashboard.revenue')}</th></tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{tableDay(day.date)}</th>
                <td>{day.orders}</td>
                <td>{formatPrice(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
