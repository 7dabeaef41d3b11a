import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createLogger } from '../logger/index.ts';
import { createServiceApp } from '../http/index.ts';
import { currentRequestId } from '../request-context/index.ts';
import { metricsRegistry } from './registry.ts';
import { routeLabel, statusClass, UNMATCHED_ROUTE } from './route-label.ts';

const metricsOf = async (app: { request: (path: string) => Response | Promise<Response> }) => (await app.request('/metrics')).text();
/** The value of one series in Prometheus text, found by its name and labels (in any order). */
const valueOf = (text: string, name: string, labels: Record<string, string>): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('route labels', () => {
  it('name the matched route pattern, never the raw path; a request no route answered is "unmatched"', async () => {
    const app = new Hono();
    let label = '';
    app.use(async (c, next) => {
      await next();
      label = routeLabel(c);
    });
    const orders = new Hono().get('/:id/items/:itemId', (c) => c.text('ok'));
    app.route('/api/orders', orders);
    await app.request('/api/orders/7f1e/items/42');
    expect(label).toBe('/api/orders/:id/items/:itemId');
    await app.request('/api/orders/7f1e/nothing-here');
    expect(label).toBe(UNMATCHED_ROUTE);
  });

  it('group statuses in classes', () => {
    expect([200, 204, 302, 404, 429, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
  });
});

describe('a service app\'s /metrics', () => {
  const app = createServiceApp({ name: 'metrics-unit', logger: createLogger({ name: 'metrics-unit', level: 'silent' }) });
  let seenRequestId: string | undefined;
  app.get('/api/widgets/:id', (c) => {
    seenRequestId = currentRequestId();
    return c.json({ id: c.req.param('id') });
  });
  app.get('/api/broken', () => {
    throw new Error('boom');
  });

  it('counts requests and their latency by route pattern and status class, and 5xx as errors', async () => {
    for (const id of ['a1', 'b2', 'c3']) await app.request(`/api/widgets/${id}`);
    await app.request('/api/broken');
    await app.request('/no/such/path/123');
    const text = await metricsOf(app);
    expect(valueOf(text, 'haat_http_requests_total', { route: '/api/widgets/:id', method: 'GET', status_class: '2xx', app: 'metrics-unit' })).toBe(3);
    expect(valueOf(text, 'haat_http_request_duration_seconds_count', { route: '/api/widgets/:id', status_class: '2xx' })).toBe(3);
    expect(valueOf(text, 'haat_http_request_duration_seconds_bucket', { route: '/api/widgets/:id', le: '+Inf' })).toBe(3);
    expect(valueOf(text, 'haat_http_request_errors_total', { route: '/api/broken' })).toBe(1);
    expect(valueOf(text, 'haat_http_requests_total', { route: UNMATCHED_ROUTE, status_class: '4xx' })).toBe(1);
    // Raw paths (ids) never become labels.
    expect(text).not.toContain('a1');
    expect(text).not.toContain('/no/such/path');
  });

  it('serves the Prometheus text format with the process metrics and every source\'s metric names', async () => {
    const reply = await app.request('/metrics');
    expect(reply.headers.get('content-type')).toBe(metricsRegistry.contentType);
    const names = new Set([...(await reply.text()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`));
    for (const expected of [
      'haat_http_requests_total counter', 'haat_http_request_duration_seconds histogram', 'haat_http_request_errors_total counter',
      'haat_queue_jobs gauge', 'haat_outbox_unpublished_events gauge', 'haat_outbox_oldest_unpublished_age_seconds gauge',
      'haat_nats_consumer_pending_messages gauge', 'haat_nats_consumer_ack_pending_messages gauge',
      'process_cpu_seconds_total counter', 'nodejs_eventloop_lag_seconds gauge',
    ]) expect(names).toContain(expected);
  });

  it('runs the handler under the request id the gateway sent', async () => {
    await app.request('/api/widgets/x', { headers: { 'x-request-id': 'from-the-gateway-1' } });
    expect(seenRequestId).toBe('from-the-gateway-1');
  });
});
