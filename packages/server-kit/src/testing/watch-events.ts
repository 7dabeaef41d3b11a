import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventEnvelope, EventType } from '@haat/contracts';
import { consumeEvents } from '../messaging/index.ts';
import type { ServiceDeps } from '../runtime/index.ts';

/** Every event of the given types on the world's stream, collected by a durable consumer of the test's own. */
export async function watchEvents(deps: ServiceDeps, types: EventType[]) {
  const events: EventEnvelope[] = [];
  const consumer = await consumeEvents({
    nc: deps.nc, subjects: deps.subjects, durable: `test-${randomUUID().slice(0, 8)}`, types, logger: deps.logger,
    handle: async (event) => void events.push(event),
  });
  deps.onStop(() => consumer.stop());
  /** At least `count` matching events, waited for up to `timeoutMs`. */
  const waitForMany = async (match: (event: EventEnvelope) => boolean, count: number, timeoutMs = 5000): Promise<EventEnvelope[]> => {
    for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(25)) {
      const found = events.filter(match);
      if (found.length >= count) return found;
    }
    throw new Error(`expected ${count} events, got ${events.filter(match).length}`);
  };
  return {
    events,
    waitForMany,
    /** The first matching event. */
    waitFor: async (match: (event: EventEnvelope) => boolean, timeoutMs = 5000): Promise<EventEnvelope> => (await waitForMany(match, 1, timeoutMs))[0]!,
  };
}
