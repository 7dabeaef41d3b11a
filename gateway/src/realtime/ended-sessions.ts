import type { Server, Socket } from 'socket.io';
import { SESSION_ENDED_SOCKET_EVENT, sessionEndedNoticeSchema, type SessionEndedNotice, type SessionEndedSocketEvent } from '@haat/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { errorReply, sessionEndedError, tokenFailedError, type AuthUser, type Logger } from '@haat/server-kit';
import type { Authenticator } from '../middleware/authenticate.ts';

type SessionCheck = Authenticator['refuseEnded'];

/** An error of the session check as the socket tells it: `{status, error, message}`. */
function refusalOf(err: unknown): SessionEndedSocketEvent {
  const { status, body } = errorReply(err);
  return { status, error: body.error, message: body.message };
}

/** Whether a refusal says the session is over (401 ended, 403 banned), rather than that it could not be checked. */
const endsSession = (refusal: SessionEndedSocketEvent) => refusal.status === 401 || refusal.status === 403;

/** Tells the browser its session ended (it signs out as after an API 401 or ban), then closes the socket. */
export function endSocketSession(socket: Socket, refusal: SessionEndedSocketEvent): void {
  socket.emit(SESSION_ENDED_SOCKET_EVENT, refusal);
  socket.disconnect(true);
}

/**
 * Belt and braces for identity's notice: every event a socket sends (join, sendMessage, typing...)
 * runs the session check first (one MGET), so a socket whose session ended is refused at its next
 * act even when this gateway missed the notice; so is one whose token expired since the handshake
 * (a socket may stay open for days). An ended, expired or banned session gets the refusal as its
 * ack, nothing reaches the handlers, and the socket is told and closed; Redis away gets a 503 ack
 * and the socket stays. Redis answers in the order asked, so a socket's sends keep their order.
 */
export function guardSocketEvents(socket: Socket, refuseEnded: SessionCheck): void {
  const user = socket.data.user as AuthUser;
  const stillSignedIn = async () => {
    if (user.expiresAt * 1000 <= Date.now()) throw tokenFailedError();
    await refuseEnded(user);
  };
  socket.use((packet, next) => {
    stillSignedIn().then(() => next(), (err: unknown) => {
      const refusal = refusalOf(err);
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function') (ack as (reply: unknown) => void)({ ok: false, ...refusal });
      if (endsSession(refusal)) endSocketSession(socket, refusal);
    });
  });
}

/**
 * Closes those of `sockets` whose session ended, each told why. The session check decides, so a
 * notice that Redis does not bear out closes nothing (the new token a password change signs stays
 * connected). When Redis cannot answer, a notice is taken at identity's word (`noticed`), while a
 * re-check without one leaves the socket be.
 */
async function closeEndedSockets(sockets: Socket[], refuseEnded: SessionCheck, { noticed }: { noticed: boolean }): Promise<void> {
  await Promise.all(sockets.map(async (socket) => {
    const refusal = await refuseEnded(socket.data.user as AuthUser).then(() => null, refusalOf);
    if (!refusal) return;
    if (endsSession(refusal)) endSocketSession(socket, refusal);
    else if (noticed) endSocketSession(socket, refusalOf(sessionEndedError()));
  }));
}

/** This gateway's sockets of a notice: the user's, or only those signed with the revoked token. */
function socketsOf(io: Server, userRoom: string, { jti }: SessionEndedNotice): Socket[] {
  const sockets: Socket[] = [];
  for (const id of io.sockets.adapter.rooms.get(userRoom) ?? []) {
    const socket = io.sockets.sockets.get(id);
    if (socket && (!jti || (socket.data.user as AuthUser).jti === jti)) sockets.push(socket);
  }
  return sockets;
}

/**
 * Follows identity's ended-session notices (contracts' sessionEndedNoticeSchema) and closes the
 * matching sockets on this gateway. Notices sent while NATS was away are lost to core NATS, so after
 * a reconnect every open socket's session is checked again.
 */
export function followEndedSessions(nc: NatsConnection, { io, subject, userRoom, refuseEnded, logger }: {
  io: Server; subject: string; userRoom: (userId: string) => string; refuseEnded: SessionCheck; logger: Logger;
}): Subscription {
  const quietly = (what: Promise<void>) => void what.catch((err: unknown) => logger.warn({ err: String(err) }, 'ended sessions not closed'));
  const subscription = nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return;
      let parsed: ReturnType<typeof sessionEndedNoticeSchema.safeParse> | null = null;
      try {
        parsed = sessionEndedNoticeSchema.safeParse(msg.json());
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return void logger.warn({ subject }, 'ignored an ended-session notice that is not { userId, jti? }');
      quietly(closeEndedSockets(socketsOf(io, userRoom(parsed.data.userId), parsed.data), refuseEnded, { noticed: true }));
    },
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') quietly(closeEndedSockets([...io.sockets.sockets.values()], refuseEnded, { noticed: false }));
    }
  })().catch(() => {});
  return subscription;
}
