import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RpcFailure, Subjects } from '@haat/contracts';
import { errorReply, serviceUnavailable } from '../errors/index.ts';
import type { Logger } from '../logger/index.ts';
import { requestIdHeaders, requestIdOf, withRequestId } from '../request-context/index.ts';

/** What a service's `serve*` endpoint answering from its own database is given. */
export type RpcServerDeps<DB> = { db: Kysely<DB>; nc: NatsConnection; subjects: Subjects; logger: Logger };

/**
 * A request-reply endpoint in a queue group: any number of instances share the load. Thrown
 * AppErrors become `{ ok: false, status, error, message }` replies.
 */
export function serveRpc<S extends z.ZodType, R>(nc: NatsConnection, { subject, queue, schema, handle, logger }: {
  subject: string;
  queue: string;
  schema: S;
  handle: (request: z.infer<S>) => Promise<R>;
  logger: Logger;
}): Subscription {
  return nc.subscribe(subject, {
    queue,
    callback: (err, msg) => {
      if (err) return;
      void (async () => {
        let reply: R | RpcFailure;
        try {
          // The asking request's id (a header) is the current one while this handler runs.
          reply = await withRequestId(requestIdOf(msg), () => handle(schema.parse(msg.json())));
        } catch (failure) {
          const { status, body } = errorReply(failure);
          if (status >= 500) logger.error({ err: failure, subject, requestId: requestIdOf(msg) }, 'rpc handler failed');
          reply = { ok: false, status, error: body.error, message: body.message };
        }
        msg.respond(JSON.stringify(reply));
      })();
    },
  });
}

/** Asks another service; a missing or silent responder becomes a 503 for the caller. */
export async function requestRpc<R>(nc: NatsConnection, subject: string, payload: unknown, { timeoutMs = 5000, what = 'A required service' } = {}): Promise<R> {
  try {
    const headers = requestIdHeaders();
    const msg = await nc.request(subject, JSON.stringify(payload), { timeout: timeoutMs, ...(headers ? { headers } : {}) });
    return msg.json<R>();
  } catch {
    throw serviceUnavailable('Service temporarily unavailable', `${what} is not answering right now. Please try again shortly.`);
  }
}

/** Sends a socket event to one user's open browsers through whichever gateway holds them. */
export function pushToUser(nc: NatsConnection, subject: string, event: string, payload: unknown): void {
  const headers = requestIdHeaders();
  nc.publish(subject, JSON.stringify({ event, payload }), headers ? { headers } : undefined);
}
