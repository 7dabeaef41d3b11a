import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eventSchemas, type EventEnvelope, type EventType, type Subjects } from '@haat/contracts';
import type { Logger } from '../logger/index.ts';
import { watchConsumerPending } from '../metrics/index.ts';
import { requestIdOf, withRequestId } from '../request-context/index.ts';

type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * A durable pull consumer of some event types. A message is acked only after the handler resolved
 * (its transaction committed); a failure is redelivered after a pause. Handlers must be idempotent.
 */
export async function consumeEvents({ nc, subjects, durable, types, handle, logger }: {
  nc: NatsConnection;
  subjects: Subjects;
  durable: string;
  types: EventType[];
  handle: EventHandler;
  logger: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const jsm = await jetstreamManager(nc);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // One filter subject (NATS 2.9 has no filter_subjects); other types are acked and skipped below.
    filter_subject: types.length === 1 ? subjects.event(types[0]!) : subjects.events,
    ack_wait: 30 * 1_000_000_000,
    max_ack_pending: 1000,
  };
  try {
    await jsm.consumers.info(subjects.eventStream, durable);
    await jsm.consumers.update(subjects.eventStream, durable, { filter_subject: config.filter_subject });
  } catch {
    await jsm.consumers.add(subjects.eventStream, config);
  }
  const consumer = await jetstream(nc).consumers.get(subjects.eventStream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 200 });
  const loop = (async () => {
    for await (const msg of messages) {
      try {
        const envelope = msg.json<EventEnvelope>();
        const schema = eventSchemas[envelope.type];
        if (!schema || !types.includes(envelope.type)) {
          msg.ack(); // not an event this consumer handles
          continue;
        }
        // The handler runs under the id of the request that caused the event: its logs, events and jobs carry it on.
        await withRequestId(requestIdOf(msg), () => handle({ ...envelope, payload: schema.parse(envelope.payload) } as EventEnvelope));
        msg.ack();
        logger.debug({ requestId: requestIdOf(msg), durable, type: envelope.type, eventId: envelope.id }, 'event handled');
      } catch (err) {
        logger.warn({ err: String(err), subject: msg.subject, durable, requestId: requestIdOf(msg) }, 'event handler failed; will be redelivered');
        msg.nak(2000);
      }
    }
  })();
  const unwatch = watchConsumerPending({ jsm, stream: subjects.eventStream, durable });
  return {
    async stop() {
      unwatch();
      await messages.close();
      await loop;
    },
  };
}
