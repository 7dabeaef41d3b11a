import { Gauge } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import { metricsRegistry, oncePerScrape, withinMs } from './registry.ts';

const outboxes = new Map<object, { db: Kysely<any>; name: string }>();

type Lag = { count: number; age: number };

async function readLag(db: Kysely<any>): Promise<Lag> {
  // Served by the partial index on unpublished rows (messaging/outbox.ts).
  const { rows } = await sql<Lag>`SELECT count(*)::int AS count, coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS age FROM outbox WHERE published_at IS NULL`.execute(db);
  return rows[0] ?? { count: 0, age: 0 };
}

const lags = async (): Promise<{ name: string; lag: Lag }[]> => {
  const read = await Promise.all([...outboxes.values()].map(async ({ db, name }) => {
    try {
      return { name, lag: await withinMs(1000, () => readLag(db)) };
    } catch {
      return null; // Postgres away: no series this scrape
    }
  }));
  return read.filter((entry) => entry !== null);
};

// Both gauges come from one query per outbox.
const sharedLags = oncePerScrape(lags);

metricsRegistry.registerMetric(new Gauge({
  name: 'haat_outbox_unpublished_events',
  help: 'Outbox rows not yet published to NATS',
  labelNames: ['outbox'],
  registers: [],
  async collect() {
    this.reset();
    for (const { name, lag } of await sharedLags()) this.set({ outbox: name }, lag.count);
  },
}));
metricsRegistry.registerMetric(new Gauge({
  name: 'haat_outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest outbox row not yet published to NATS (0 when none waits)',
  labelNames: ['outbox'],
  registers: [],
  async collect() {
    this.reset();
    for (const { name, lag } of await sharedLags()) this.set({ outbox: name }, lag.age);
  },
}));

/** Reports the outbox lag of `db` (named after its service) on every scrape; the returned function stops it. */
export function watchOutboxLag(db: Kysely<any>, name: string): () => void {
  const key = {};
  outboxes.set(key, { db, name });
  return () => void outboxes.delete(key);
}
