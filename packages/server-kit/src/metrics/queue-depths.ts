import { Gauge } from 'prom-client';
import type { Queue } from 'bullmq';
import { metricsRegistry, withinMs } from './registry.ts';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const queues = new Map<string, Queue>();

metricsRegistry.registerMetric(new Gauge({
  name: 'haat_queue_jobs',
  help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed), read at scrape time',
  labelNames: ['queue', 'state'],
  registers: [],
  async collect() {
    this.reset();
    await Promise.all([...queues.entries()].map(async ([key, queue]) => {
      if (queue.closing) return void queues.delete(key);
      try {
        const counts = await withinMs(1000, () => queue.getJobCounts(...STATES));
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      } catch {
        // Redis away: the queue's series are missing from this scrape, which an alert can notice.
      }
    }));
  },
}));

/** Reports `queue`'s depths on every scrape until it is closed (createQueue calls this). */
export function watchQueueDepths(queue: Queue): void {
  queues.set(`${queue.qualifiedName}`, queue);
}
