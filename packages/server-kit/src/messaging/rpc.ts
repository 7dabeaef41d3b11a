import { headers as natsHeaders, type Msg, type MsgHdrs, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { RPC_TEXTS, type Role, type RpcFailure, type Subjects } from '@haat/contracts';
import { bearerToken, type TokenVerifier } from '../auth/tokens.ts';
import { errorReply, forbidden, serviceUnavailable, unauthorized } from '../errors/index.ts';
import type { AuthUser } from '../http/app-env.ts';
import type { Logger } from '../logger/index.ts';
import { requestIdHeaders, requestIdOf, withRequestId } from '../request-context/index.ts';

/** The NATS header a request that acts for a user carries that user's bearer token in, as HTTP does. */
export const RPC_AUTHORIZATION_HEADER = 'Authorization';

/** What a service's `serve*` endpoint answering from its own database is given. */
export type RpcServerDeps<DB> = { db: Kysely<DB>; nc: NatsConnection; subjects: Subjects; logger: Logger };

type RpcEndpoint<S extends z.ZodType, R> = {
  subject: string;
  queue: string;
  schema: S;
  handle: (request: z.infer<S>) => Promise<R>;
  logger: Logger;
};

/**
 * An endpoint that acts for a user: the request must carry the user's token, verified as the
 * service's HTTP routes verify it (signature and session state), and the handler gets that user,
 * never one the payload names. With `userOptional`, a request without a token is handled with null
 * (a bad or ended one is still refused).
 */
type ActingRpcEndpoint<S extends z.ZodType, R> = Omit<RpcEndpoint<S, R>, 'handle'> & {
  verifyUser: TokenVerifier;
  userOptional?: false;
  handle: (request: z.infer<S>, user: AuthUser) => Promise<R>;
};
type MaybeActingRpcEndpoint<S extends z.ZodType, R> = Omit<RpcEndpoint<S, R>, 'handle'> & {
  verifyUser: TokenVerifier;
  userOptional: true;
  handle: (request: z.infer<S>, user: AuthUser | null) => Promise<R>;
};

/** The user a request's token names, verified; null when it carries none. */
async function verifiedCaller(msg: Msg, verifyUser: TokenVerifier): Promise<AuthUser | null> {
  const token = bearerToken(msg.headers?.get(RPC_AUTHORIZATION_HEADER));
  return token ? verifyUser(token) : null;
}

/**
 * For an acting endpoint whose payload must name a user (a cart's owner, an order's buyer): the
 * verified user has to be that one, and of one of `roles` when given, or the request is a 403.
 */
export function assertActingFor(user: AuthUser, userId: string, roles: readonly Role[] = []): void {
  if (user.id !== userId) throw forbidden(RPC_TEXTS.otherUser, RPC_TEXTS.otherUser);
  if (roles.length > 0 && !roles.includes(user.role)) throw forbidden('Forbidden', 'Your account role cannot do this.');
}

/**
 * A request-reply endpoint in a queue group: any number of instances share the load. Thrown
 * AppErrors become `{ ok: false, status, error, message }` replies.
 */
export function serveRpc<S extends z.ZodType, R>(nc: NatsConnection, endpoint: MaybeActingRpcEndpoint<S, R>): Subscription;
export function serveRpc<S extends z.ZodType, R>(nc: NatsConnection, endpoint: ActingRpcEndpoint<S, R>): Subscription;
export function serveRpc<S extends z.ZodType, R>(nc: NatsConnection, endpoint: RpcEndpoint<S, R>): Subscription;
export function serveRpc<S extends z.ZodType, R>(nc: NatsConnection, endpoint: RpcEndpoint<S, R> | ActingRpcEndpoint<S, R> | MaybeActingRpcEndpoint<S, R>): Subscription {
  const { subject, queue, schema, logger } = endpoint;
  const handle = async (msg: Msg): Promise<R> => {
    if (!('verifyUser' in endpoint)) return endpoint.handle(schema.parse(msg.json()));
    // The caller is checked before the payload is read, as requireAuth runs before a route's body.
    const user = await verifiedCaller(msg, endpoint.verifyUser);
    if (endpoint.userOptional) return endpoint.handle(schema.parse(msg.json()), user);
    if (!user) throw unauthorized();
    return endpoint.handle(schema.parse(msg.json()), user);
  };
  return nc.subscribe(subject, {
    queue,
    callback: (err, msg) => {
      if (err) return;
      void (async () => {
        let reply: R | RpcFailure;
        try {
          // The asking request's id (a header) is the current one while this handler runs.
          reply = await withRequestId(requestIdOf(msg), () => handle(msg));
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

/**
 * Asks another service; a missing or silent responder becomes a 503 for the caller. `actingFor`
 * is the bearer token of the user the request acts for: the answering endpoint verifies it.
 */
export async function requestRpc<R>(nc: NatsConnection, subject: string, payload: unknown, { timeoutMs = 5000, what = 'A required service', actingFor }: {
  timeoutMs?: number;
  what?: string;
  actingFor?: string | null | undefined;
} = {}): Promise<R> {
  try {
    const headers = requestHeaders(actingFor);
    const msg = await nc.request(subject, JSON.stringify(payload), { timeout: timeoutMs, ...(headers ? { headers } : {}) });
    return msg.json<R>();
  } catch {
    throw serviceUnavailable('Service temporarily unavailable', `${what} is not answering right now. Please try again shortly.`);
  }
}

/** The current request id and, for a request acting for a user, their token. */
function requestHeaders(actingFor: string | null | undefined): MsgHdrs | undefined {
  const headers = requestIdHeaders();
  if (!actingFor) return headers;
  const withToken = headers ?? natsHeaders();
  withToken.set(RPC_AUTHORIZATION_HEADER, `Bearer ${actingFor}`);
  return withToken;
}

/** Sends a socket event to one user's open browsers through whichever gateway holds them. */
export function pushToUser(nc: NatsConnection, subject: string, event: string, payload: unknown): void {
  const headers = requestIdHeaders();
  nc.publish(subject, JSON.stringify({ event, payload }), headers ? { headers } : undefined);
}
