import type { StoreDayFigures } from '@haat/contracts';
import { BarChart, LineChart, type BarChartOptions, type ChartRect, type LineChartOptions } from 'chartist';
import { useEffect, useRef } from 'react';
import { RTL_MARKER, SOURCE_LANGUAGE, useLanguage } from '@haat/web-kit';
import { compactRupees, namedOnAxis, shortDay } from '../sales-days.ts';
import 'chartist/dist/index.css';
import './sales-charts.css';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const HEIGHT = 160;

/** Bars a little over half their day's width: thin enough apart on a phone (about 10 px a day), not hairlines at 1280 px. */
const barWidth = (rect: ChartRect, count: number) => Math.max(3, Math.round((rect.width() / count) * 0.6));

/** `wideAxis`: a language whose rupee units are words ('₹3.4 लाख') needs a wider revenue axis than '₹3.4L'. */
function options(count: number, wideAxis: boolean) {
  const axisX = { showGrid: false, labelInterpolationFnc: (label: string | number, index: number) => (namedOnAxis(index, count) ? label : null) };
  // Room above for the top value's label, and right of the last day for today's date, centred under it.
  const chartPadding = { top: 14, right: 20, bottom: 0, left: 0 };
  const orders: BarChartOptions = { height: HEIGHT, low: 0, chartPadding, axisX, axisY: { onlyInteger: true, offset: 32 } };
  const revenue: LineChartOptions = {
    height: HEIGHT, low: 0, chartPadding: { ...chartPadding, right: 24 }, axisX, fullWidth: true, showArea: true, showPoint: false, lineSmooth: false,
    axisY: { offset: wideAxis ? 72 : 48, labelInterpolationFnc: (value: string | number) => compactRupees(Number(value)) },
  };
  return { orders, revenue };
}

/**
 * The two charts of the dashboard's last 30 days, drawn by Chartist (SVG, about 10 KB gzip; it
 * redraws itself when the window's width changes). Hidden from screen readers: the table beside
 * them carries the same figures (sales-trend.tsx).
 */
export default function SalesCharts({ days }: { days: StoreDayFigures[] }) {
  const t = useT(messages);
  // The axes' days and rupees are written in the language shown: a switch redraws the charts.
  const language = useLanguage();
  const ordersRef = useRef<HTMLDivElement>(null);
  const revenueRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ordersRef.current || !revenueRef.current) return;
    const labels = days.map((day) => shortDay(day.date));
    const { orders: ordersOptions, revenue: revenueOptions } = options(days.length, ![SOURCE_LANGUAGE, RTL_MARKER].includes(language));
    const orders = new BarChart(ordersRef.current, { labels, series: [days.map((day) => day.orders)] }, ordersOptions);
    orders.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: `stroke-width: ${barWidth(event.chartRect, days.length)}px` });
    });
    const revenue = new LineChart(revenueRef.current, { labels, series: [days.map((day) => day.revenue)] }, revenueOptions);
    return () => {
      orders.detach();
      revenue.detach();
    };
  }, [days, language]);

  return (
    <div className="sales-charts" aria-hidden="true">
      <figure className="sales-chart sales-chart--orders">
        <figcaption className="sales-chart__title">{t('dashboard.ordersPerDay')}</figcaption>
        <div ref={ordersRef} />
      </figure>
      <figure className="sales-chart sales-chart--revenue">
        <figcaption className="sales-chart__title">{t('dashboard.revenuePerDay')}</figcaption>
        <div ref={revenueRef} />
      </figure>
    </div>
  );
}
