import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'socket.io';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { CHAT_MESSAGE_PUSH, type ChatMessagePush, type Subjects } from '@haat/contracts';
import { languageOfRequest, SERVER_LANGUAGES, SOURCE_LANGUAGE, translateText, type Logger, type Presence } from '@haat/server-kit';
import type { Authenticator } from '../middleware/authenticate.ts';
import { apiSecurityHeaders } from '../middleware/security-headers.ts';
import { deliverChatMessage, handleChatEvents } from './chat-socket.ts';
import { followEndedSessions, guardSocketEvents } from './ended-sessions.ts';
import { trackPresence } from './socket-presence.ts';

const userRoom = (userId: string) => `user:${userId}`;
/** A user's sockets that read `language` other than English (the handshake's `auth.language`). */
const languageRoom = (userId: string, language: string) => `user:${userId}:${language}`;

/** Notifications whose words are a person's own (a chat preview, the admin's announcement): never translated. */
const PEOPLES_WORDS = new Set(['new_message', 'admin_broadcast']);

const inLanguage = (text: unknown, language: string) => (typeof text === 'string' ? translateText(text, language) : text);

/**
 * A notification pushed live, in each language its user's sockets read: the stored text is English
 * (the list is put into the reader's language when read), so English sockets get it as it is.
 */
function emitNotification(io: Server, userId: string, event: string, payload: unknown): void {
  const notification = payload as { title?: unknown; message?: unknown; type?: unknown };
  const otherLanguages = PEOPLES_WORDS.has(String(notification.type)) ? [] : SERVER_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
  io.to(userRoom(userId)).except(otherLanguages.map((language) => languageRoom(userId, language))).emit(event, payload);
  for (const language of otherLanguages) {
    io.to(languageRoom(userId, language)).emit(event, { ...notification, title: inLanguage(notification.title, language), message: inLanguage(notification.message, language) });
  }
}

/**
 * socket.io on the gateway. A socket authenticates with the handshake's `auth.token` (the same
 * checks as HTTP, bans and revocation included) and joins its user's room; every event it sends
 * is checked again, and identity's ended-session notices close it (ended-sessions.ts). Pushes arrive over NATS
 * on `realtime.user.<id>`, so whichever gateway holds the socket delivers it; chat's sends and
 * room joins go to the chat service over NATS (chat-socket.ts).
 */
export function createSocketServer({ httpServer, auth, presence, subjects, logger }: {
  httpServer: HttpServer;
  auth: Authenticator;
  presence: Presence;
  subjects: Subjects;
  logger: Logger;
}) {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
  // Long-polling answers (and engine.io's error answers) are data, like /api replies: the same headers (nosniff above all).
  io.engine.use((_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(apiSecurityHeaders)) res.setHeader(name, value);
    next();
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
    try {
      const user = await auth.authenticate(`Bearer ${token}`);
      if (!user) return next(new Error('Authentication required'));
      socket.data.user = user;
      next();
    } catch (err) {
      next(new Error((err as { error?: string }).error ?? 'Authentication failed'));
    }
  });

  let nats: NatsConnection | null = null;
  const online = trackPresence(presence, logger);
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: string };
    guardSocketEvents(socket, auth.refuseEnded); // before any handler: an ended session acts no more
    void socket.join(userRoom(user.id));
    const language = languageOfRequest((socket.handshake.auth as { language?: unknown }).language as string | undefined);
    if (language !== SOURCE_LANGUAGE) void socket.join(languageRoom(user.id, language));
    online.connected(user.id);
    socket.on('disconnect', () => online.disconnected(user.id));
    // The spec's client also emits `authenticate` with its user id; the token already decided who it is.
    socket.on('authenticate', () => socket.emit('authenticated', { userId: user.id }));
    handleChatEvents(socket, { nats: () => nats, subjects, logger });
  });

  let subscription: Subscription | null = null;
  let endedSessions: Subscription | null = null;
  return {
    io,
    /** Starts relaying NATS pushes to sockets; called whenever NATS (re)connects. */
    relayFrom(nc: NatsConnection) {
      nats = nc;
      endedSessions?.unsubscribe();
      endedSessions = followEndedSessions(nc, { io, subject: subjects.sessionEnded, userRoom, refuseEnded: auth.refuseEnded, logger });
      subscription?.unsubscribe();
      subscription = nc.subscribe(subjects.realtimeAll, {
        callback: (err, msg) => {
          if (err) return;
          const userId = msg.subject.slice(msg.subject.lastIndexOf('.') + 1);
          try {
            const { event, payload } = msg.json<{ event: string; payload: unknown }>();
            if (event === CHAT_MESSAGE_PUSH) deliverChatMessage(io, userRoom(userId), userId, payload as ChatMessagePush);
            else if (event === 'newNotification') emitNotification(io, userId, event, payload);
            else io.to(userRoom(userId)).emit(event, payload);
          } catch (parseError) {
            logger.warn({ err: String(parseError) }, 'unreadable realtime push');
          }
        },
      });
    },
    async close() {
      online.stop();
      endedSessions?.unsubscribe();
      subscription?.unsubscribe();
      await io.close();
    },
  };
}
