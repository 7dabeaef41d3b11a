import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's one metrics registry. Every app is one process, so process-wide is per app; its
 * `app` label tells Prometheus which app a series came from when targets are relabelled.
 */
export const metricsRegistry = new Registry();

let processMetricsOn = false;

/** Names the app on every series and adds Node's process metrics (CPU, memory, event-loop lag, GC). */
export function useProcessMetrics(app: string): void {
  metricsRegistry.setDefaultLabels({ app });
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The text Prometheus scrapes: every gauge's collect() runs now, never on a timer. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}

/** Runs `read`, giving up after `ms`: a scrape must not hang on Redis or NATS being away. */
export async function withinMs<T>(ms: number, read: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([read(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `read` shared by the gauges of one scrape: the first gauge's collect() starts it, the others of
 * the same scrape reuse its answer (two gauges, one query); the next scrape reads again.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => setImmediate(() => (pending = null)));
    return pending;
  };
}
