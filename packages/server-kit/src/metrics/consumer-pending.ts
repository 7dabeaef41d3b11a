import { Gauge } from 'prom-client';
import type { JetStreamManager } from '@nats-io/jetstream';
import { metricsRegistry, oncePerScrape, withinMs } from './registry.ts';

type Watched = { jsm: JetStreamManager; stream: string; durable: string };
const consumers = new Map<string, Watched>();

type Pending = { durable: string; pending: number; ackPending: number };

async function readPending(): Promise<Pending[]> {
  const read = await Promise.all([...consumers.values()].map(async ({ jsm, stream, durable }) => {
    try {
      const info = await withinMs(1000, () => jsm.consumers.info(stream, durable));
      return { durable, pending: info.num_pending, ackPending: info.num_ack_pending };
    } catch {
      return null; // NATS away: no series this scrape
    }
  }));
  return read.filter((entry) => entry !== null);
}

// Both gauges come from one consumer-info call per consumer.
const sharedPending = oncePerScrape(readPending);

metricsRegistry.registerMetric(new Gauge({
  name: 'haat_nats_consumer_pending_messages',
  help: 'Messages on the stream not yet delivered to the durable consumer (num_pending)',
  labelNames: ['durable'],
  registers: [],
  async collect() {
    this.reset();
    for (const entry of await sharedPending()) this.set({ durable: entry.durable }, entry.pending);
  },
}));
metricsRegistry.registerMetric(new Gauge({
  name: 'haat_nats_consumer_ack_pending_messages',
  help: 'Messages delivered to the durable consumer but not yet acknowledged (num_ack_pending)',
  labelNames: ['durable'],
  registers: [],
  async collect() {
    this.reset();
    for (const entry of await sharedPending()) this.set({ durable: entry.durable }, entry.ackPending);
  },
}));

/** Reports a durable consumer's backlog on every scrape; the returned function stops it. */
export function watchConsumerPending(watched: Watched): () => void {
  const key = `${watched.stream}/${watched.durable}`;
  consumers.set(key, watched);
  return () => void consumers.delete(key);
}
