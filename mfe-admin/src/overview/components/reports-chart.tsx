import { countOf } from '@haat/web-kit';
import { formatIndiaDate } from '@haat/contracts/india-time';
import { chartBars } from '../chart-bars.ts';

/** Reports filed on each of the last 7 India days, as plain CSS bars; today's in the accent colour. */
export function ReportsChart({ days, today }: { days: { date: string; count: number }[]; today: string }) {
  const bars = chartBars(days, today);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  return (
    <figure className="admin-card admin-chart-card">
      <figcaption className="admin-card__title"><span>Reports filed, last 7 days</span><span className="muted small">{total} in all</span></figcaption>
      <ol className="admin-chart">
        {bars.map((b) => (
          <li key={b.date} className={`admin-chart__day${b.today ? ' admin-chart__day--today' : ''}`} aria-label={`${formatIndiaDate(`${b.date}T12:00:00+05:30`)}: ${countOf(b.count, 'report')}`}>
            <span className="admin-chart__count" aria-hidden="true">{b.count}</span>
            <span className="admin-chart__track" aria-hidden="true"><span className="admin-chart__bar" style={{ height: `${b.heightPercent}%` }} /></span>
            <span aria-hidden="true">{b.today ? 'Today' : b.weekday}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
