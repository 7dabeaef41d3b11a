import { AsyncLocalStorage } from 'node:async_hooks';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';

/** The header that carries a request's id: from the browser to the gateway, on to a service, and on NATS messages. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with `requestId` as the current request's id: whatever it starts (an RPC, an outbox
 * event, a job) carries the id on without every function passing it along.
 */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? scope.run(requestId, fn) : fn();
}

/** The id of the request being handled, if any (undefined outside a request, e.g. in a timer). */
export const currentRequestId = (): string | undefined => scope.getStore();

/** NATS headers carrying the current request id, or undefined when there is none. */
export function requestIdHeaders(requestId = currentRequestId()): MsgHdrs | undefined {
  if (!requestId) return undefined;
  const h = natsHeaders();
  h.set(REQUEST_ID_HEADER, requestId);
  return h;
}

/** The request id a NATS message carries in its headers. */
export const requestIdOf = (msg: { headers?: MsgHdrs }): string | undefined => msg.headers?.get(REQUEST_ID_HEADER) || undefined;
