import { formatDate, intlLocaleOf, RTL_MARKER, SOURCE_LANGUAGE, useLanguage, type Language } from '@haat/web-kit';
import { useT } from '../../i18n.ts';
import commonMessages from '../../common/messages.json';
import { chartBars } from '../chart-bars.ts';
import messages from '../messages.json';

/** A day's short weekday in the language shown: contracts' English one ('Sun') in English, Intl's otherwise ('रवि'). */
function weekdayIn(language: Language, day: string, english: string): string {
  if (language === SOURCE_LANGUAGE || language === RTL_MARKER) return english;
  const date = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? english : new Intl.DateTimeFormat(intlLocaleOf(language), { weekday: 'short', timeZone: 'Asia/Kolkata' }).format(date);
}

/** Reports filed on each of the last 7 India days, as plain CSS bars; today's in the accent colour. */
export function ReportsChart({ days, today }: { days: { date: string; count: number }[]; today: string }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const language = useLanguage();
  const bars = chartBars(days, today);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  return (
    <figure className="admin-card admin-chart-card">
      <figcaption className="admin-card__title"><span>{t('overview.chartTitle')}</span><span className="muted small">{tc('common.inAll', { total })}</span></figcaption>
      <ol className="admin-chart">
        {bars.map((b) => (
          <li key={b.date} className={`admin-chart__day${b.today ? ' admin-chart__day--today' : ''}`} aria-label={t('overview.dayCount', { date: formatDate(`${b.date}T12:00:00+05:30`), count: b.count })}>
            <span className="admin-chart__count" aria-hidden="true">{b.count}</span>
            <span className="admin-chart__track" aria-hidden="true"><span className="admin-chart__bar" style={{ height: `${b.heightPercent}%` }} /></span>
            <span aria-hidden="true">{b.today ? t('overview.today') : weekdayIn(language, b.date, b.weekday)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
