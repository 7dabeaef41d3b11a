import { UnrecoverableError, type Job } from 'bullmq';
import { jobQueues } from '@haat/contracts';
import { createQueue, createWorker, type Logger, type Redis } from '@haat/server-kit';
import type { Secrets } from '../secrets.ts';
import type { MessageAdapters } from './choose-adapters.ts';
import { DeliveryError, type OutgoingMessage } from './outgoing-message.ts';

export const MESSAGES_QUEUE = jobQueues.identityMessages.name;

/** The message itself rests in Redis sealed: it may carry a code or a reset link. */
type MessageJob = { channel: OutgoingMessage['channel']; sealed: string };

export type MessageQueue = {
  /**
   * Queues a message for delivery with retries and backoff. `key` becomes the job id, so queueing
   * the same key again while the job is known adds nothing. BullMQ ids may not contain ':'.
   */
  enqueue(message: OutgoingMessage, key: string): Promise<void>;
  stop(): Promise<void>;
};

/** The worker's step: unseal, hand to the channel's adapter; a permanent refusal stops the retries. */
function createMessageProcessor({ secrets, adapters }: { secrets: Secrets; adapters: MessageAdapters }) {
  return async function deliver(job: Pick<Job<MessageJob>, 'id' | 'data'>): Promise<void> {
    let message: OutgoingMessage;
    try {
      message = JSON.parse(secrets.unseal(job.data.sealed)) as OutgoingMessage;
    } catch {
      throw new UnrecoverableError('message payload cannot be unsealed (OTP_SECRET changed?)');
    }
    const key = String(job.id);
    try {
      if (message.channel === 'email') await adapters.email.send(message, key);
      else await adapters.sms.send(message, key);
    } catch (err) {
      if (err instanceof DeliveryError && err.permanent) throw new UnrecoverableError(err.message);
      throw err;
    }
  };
}

/**
 * `redis` adds the jobs, inside requests: a fail-fast connection, so a request answers 503 while
 * Redis is away instead of hanging. `workerRedis` runs the worker, which waits out an outage.
 */
export function startMessageQueue({ redis, workerRedis = redis, prefix, logger, secrets, adapters, backoffMs = 1000 }: {
  redis: Redis;
  workerRedis?: Redis;
  prefix: string;
  logger: Logger;
  secrets: Secrets;
  adapters: MessageAdapters;
  backoffMs?: number;
}): MessageQueue {
  const queue = createQueue<MessageJob>(MESSAGES_QUEUE, { connection: redis, prefix });
  const deliver = createMessageProcessor({ secrets, adapters });
  const worker = createWorker<MessageJob>(MESSAGES_QUEUE, deliver, { connection: workerRedis, prefix, logger, concurrency: 5 });
  return {
    async enqueue(message, key) {
      const job: MessageJob = { channel: message.channel, sealed: secrets.seal(JSON.stringify(message)) };
      await queue.add(message.channel, job, { jobId: key, backoff: { type: 'exponential', delay: backoffMs } });
    },
    async stop() {
      await worker.close();
      await queue.close();
      await adapters.email.close();
      await adapters.sms.close();
    },
  };
}
