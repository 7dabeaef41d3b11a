import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.ts';
import { statusClass } from './route-label.ts';

const labelNames = ['method', 'route', 'status_class'] as const;

const requests = new Counter({ name: 'haat_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status class', labelNames, registers: [metricsRegistry] });
const duration = new Histogram({
  name: 'haat_http_request_duration_seconds',
  help: 'Time from request to reply, by method, route pattern and status class',
  labelNames,
  // From a cached read (a few ms) to a slow checkout or upload (seconds).
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const errors = new Counter({ name: 'haat_http_request_errors_total', help: 'HTTP requests answered with a 5xx (501 "planned" excluded), by method and route pattern', labelNames: ['method', 'route'], registers: [metricsRegistry] });

/** Counts one answered request and its latency. */
export function recordRequest({ method, route, status, seconds }: { method: string; route: string; status: number; seconds: number }): void {
  const labels = { method, route, status_class: statusClass(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
  if (status >= 500 && status !== 501) errors.inc({ method, route });
}
