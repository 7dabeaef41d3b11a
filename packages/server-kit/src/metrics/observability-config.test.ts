import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { services } from '@haat/contracts';
import { metricsRegistry, useProcessMetrics } from './index.ts';

useProcessMetrics('dashboard-test');

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** A histogram's series name without its `_bucket`, `_count` or `_sum` suffix. */
const base = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
type Panel = { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] };

describe('the Grafana dashboard and the Prometheus scrape config in deploy/', () => {
  const dashboard = JSON.parse(read('deploy/grafana/haat-dashboard.json')) as { uid: string; panels: Panel[] };
  const graphs = dashboard.panels.filter((p) => p.type !== 'row');

  it('queries only metrics the apps export (a renamed metric fails here, not as an empty panel)', () => {
    const exported = new Set(metricsRegistry.getMetricsAsArray().map((m) => m.name));
    exported.add('haat_gateway_sockets'); // registered by the gateway at start
    const used = new Set(graphs.flatMap((p) => p.targets!.flatMap((t) => [...t.expr.matchAll(/\b((?:haat|nodejs|process)_\w+)/g)].map((m) => m[1]!))));
    expect([...used].filter((name) => !exported.has(name) && !exported.has(base(name)))).toEqual([]);
    expect(used).toContain('haat_http_request_duration_seconds_bucket');
  });

  it('reads from the datasource Grafana is provisioned with, and covers requests, latency, errors, queues, outbox, consumers and sockets', () => {
    const datasources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string; url: string }[] };
    const uid = datasources.datasources[0]!.uid;
    for (const panel of graphs) expect(panel.datasource?.uid, panel.title).toBe(uid);
    const exprs = graphs.flatMap((p) => p.targets!.map((t) => t.expr)).join('\n');
    for (const needed of ['haat_http_requests_total', 'histogram_quantile(0.99', 'haat_http_request_errors_total', 'haat_queue_jobs', 'haat_outbox_oldest_unpublished_age_seconds', 'haat_nats_consumer_pending_messages', 'haat_gateway_sockets']) {
      expect(exprs).toContain(needed);
    }
  });

  it('has Prometheus scrape every app on the port compose gives it (the gateway on PORT + 1000)', () => {
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, { environment?: Record<string, string> }> };
    const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[] };
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((job) => [job.job_name, job.dns_sd_configs[0]!]));
    expect(Object.keys(jobs).toSorted()).toEqual(['gateway', ...services].toSorted());
    for (const name of services) expect(jobs[name], name).toEqual(expect.objectContaining({ names: [name], port: Number(compose.services[name]!.environment!['PORT']) }));
    const gateway = compose.services['gateway']!.environment!;
    expect(jobs['gateway']!.port).toBe(Number(gateway['PORT']) + 1000);
    expect(gateway['METRICS_HOST']).toBe('0.0.0.0');
  });
});
