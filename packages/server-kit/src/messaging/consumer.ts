import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eventSchemas, type EventEnvelope, type EventType, type Subjects } from '@haat/contracts';
import type { Logger } from '../logger/index.ts';
import { watchConsumerPending } from '../metrics/index.ts';
import { requestIdOf, withRequestId } from '../request-context/index.ts';

/** An event as a consumer receives it, with the id of the request that caused it (if any). */
export type ReceivedEvent = { event: EventEnvelope; requestId: string | undefined };
type EventHandler = (event: EventEnvelope) => Promise<void>;
type BatchHandler = (events: ReceivedEvent[]) => Promise<void>;

/** The most messages one batch hands to a batch handler. */
const MAX_BATCH = 100;
const REDELIVERY_DELAY_MS = 2000;

/**
 * A durable pull consumer of some event types. A message is acked only after its handler resolved
 * (its transaction committed); a failure is redelivered after a pause. Handlers must be idempotent.
 *
 * Messages that arrive together (one read from the socket) are taken together. With `handle`, each
 * event is handled on its own, in order. With `handleBatch`, they are handled in one call (one
 * statement, one job for many events): acked together when it resolves, redelivered together when
 * it throws. An event that does not read (its payload fails its schema) is never part of a batch:
 * it is redelivered on its own.
 */
export async function consumeEvents({ nc, subjects, durable, types, logger, ...handler }: {
  nc: NatsConnection;
  subjects: Subjects;
  durable: string;
  types: EventType[];
  logger: Logger;
} & ({ handle: EventHandler } | { handleBatch: BatchHandler })): Promise<{ stop(): Promise<void> }> {
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

  const failed = (msg: JsMsg, err: unknown) => {
    logger.warn({ err: String(err), subject: msg.subject, durable, requestId: requestIdOf(msg) }, 'event handler failed; will be redelivered');
    msg.nak(REDELIVERY_DELAY_MS);
  };
  /** The event a message carries, parsed; null when this consumer does not handle its type (acked and skipped). */
  const read = (msg: JsMsg): ReceivedEvent | null => {
    const envelope = msg.json<EventEnvelope>();
    const schema = eventSchemas[envelope.type];
    if (!schema || !types.includes(envelope.type)) return null;
    return { event: { ...envelope, payload: schema.parse(envelope.payload) } as EventEnvelope, requestId: requestIdOf(msg) };
  };
  const handled = (msg: JsMsg, { event, requestId }: ReceivedEvent) => {
    msg.ack();
    logger.debug({ requestId, durable, type: event.type, eventId: event.id }, 'event handled');
  };

  const handleEach = async (msgs: JsMsg[], handle: EventHandler) => {
    for (const msg of msgs) {
      try {
        const received = read(msg);
        if (!received) {
          msg.ack();
          continue;
        }
        // The handler runs under the id of the request that caused the event: its logs, events and jobs carry it on.
        await withRequestId(received.requestId, () => handle(received.event));
        handled(msg, received);
      } catch (err) {
        failed(msg, err);
      }
    }
  };
  const handleTogether = async (msgs: JsMsg[], handleBatch: BatchHandler) => {
    const batch: [JsMsg, ReceivedEvent][] = [];
    for (const msg of msgs) {
      try {
        const received = read(msg);
        if (received) batch.push([msg, received]);
        else msg.ack();
      } catch (err) {
        failed(msg, err);
      }
    }
    if (batch.length === 0) return;
    try {
      await handleBatch(batch.map(([, received]) => received));
      for (const [msg, received] of batch) handled(msg, received);
    } catch (err) {
      for (const [msg] of batch) failed(msg, err);
    }
  };
  const handleSome = (msgs: JsMsg[]) => ('handle' in handler ? handleEach(msgs, handler.handle) : handleTogether(msgs, handler.handleBatch));

  // The callback only queues; one pump at a time handles what has queued, starting after the
  // current read from the socket is through, so the messages it brought form one batch.
  const queued: JsMsg[] = [];
  let pumping: Promise<void> | null = null;
  const pump = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (queued.length > 0) await handleSome(queued.splice(0, MAX_BATCH));
  };
  const startPump = () => {
    pumping ??= pump()
      .catch((err: unknown) => logger.error({ err: String(err), durable }, 'event consumer failed to settle messages; they will be redelivered'))
      .finally(() => {
        pumping = null;
        if (queued.length > 0) startPump(); // queued while the last batch was settling
      });
  };
  const consumer = await jetstream(nc).consumers.get(subjects.eventStream, durable);
  const messages = await consumer.consume({
    max_messages: 200,
    callback: (msg) => {
      queued.push(msg);
      startPump();
    },
  });
  const unwatch = watchConsumerPending({ jsm, stream: subjects.eventStream, durable });
  return {
    async stop() {
      unwatch();
      await messages.close();
      // A pump may start another for what queued while it settled: wait for the last one.
      for (let current = pumping; current; current = pumping) await current;
    },
  };
}
