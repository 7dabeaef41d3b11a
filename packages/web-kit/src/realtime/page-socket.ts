import { CHAT_SOCKET_TIMEOUT_MS, SESSION_ENDED_SOCKET_EVENT } from '@haat/contracts/chat-rules';
import type { Socket } from 'socket.io-client';
import { api } from '../api-client/index.ts';
import { currentLanguage } from '../i18n/language-store.ts';
import { socketClosed, socketConnected, socketConnectFailed, socketDisconnected, socketOpening, useSocketStatus } from './socket-status.ts';

/**
 * The page's one realtime connection (socket.io on the page origin), shared by notifications, the
 * seller's live orders and chat. Whoever needs it holds it (`acquirePageSocket`); the last release
 * closes it. Listeners and emits go through this module, so they outlive reconnects and never
 * open a second socket.
 */
type Listener = (payload: unknown) => void;
type Connection = { token: string; userId: string; holders: number; socket: Socket | null; closed: boolean };

const listeners = new Map<string, Set<Listener>>();
let current: Connection | null = null;

function dispatch(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) {
    try { listener(payload); } catch (failure) { console.error(`socket listener for ${event} failed`, failure); }
  }
}

/**
 * The server ended this socket's session (logout elsewhere, password change, ban) and closed it, or
 * refused it at the handshake. The API is asked: its 401 or ban signs out here as any call's would,
 * while a password changed on this device already holds a new token, which the API accepts.
 */
const checkSession = () => void api.get('/auth/me', { retry: false }).catch(() => undefined);

function open(token: string, userId: string): Connection {
  const connection: Connection = { token, userId, holders: 0, socket: null, closed: false };
  socketOpening();
  // socket.io-client loads only when a socket opens (signed-in buyers and sellers).
  void import('socket.io-client').then(({ io }) => {
    if (connection.closed) return;
    const socket = io(window.location.origin, {
      path: '/socket.io',
      // Live notifications come in the language shown when the socket opened.
      auth: { token, language: currentLanguage() },
      transports: ['websocket', 'polling'],
      timeout: CHAT_SOCKET_TIMEOUT_MS,
    });
    connection.socket = socket;
    socket.on('connect', () => {
      // The spec's client names itself; the token already decided who it is.
      socket.emit('authenticate', userId);
      socketConnected();
    });
    socket.on(SESSION_ENDED_SOCKET_EVENT, checkSession);
    socket.on('connect_error', () => {
      socketConnectFailed();
      if (!socket.active) checkSession(); // refused at the handshake, not a network failure: socket.io gives up
    });
    socket.on('disconnect', socketDisconnected);
    socket.onAny((event: string, payload: unknown) => dispatch(event, payload));
  });
  return connection;
}

function close(connection: Connection): void {
  connection.closed = true;
  connection.socket?.removeAllListeners();
  connection.socket?.disconnect();
  socketClosed();
}

/**
 * Holds the page socket for this user until the returned function is called. Another user's token
 * (a new sign-in) closes the old socket; releases of the old one are then ignored.
 */
export function acquirePageSocket({ token, userId }: { token: string; userId: string }): () => void {
  if (current && (current.token !== token || current.userId !== userId)) {
    close(current);
    current = null;
  }
  const connection = current ?? (current = open(token, userId));
  connection.holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    connection.holders -= 1;
    if (connection.holders === 0 && current === connection) {
      close(connection);
      current = null;
    }
  };
}

/** Calls `listener` with each `event` the server sends, on whichever socket is open; returns the unsubscribe. */
export function onSocketEvent(event: string, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/** Calls `listener` after every connect (the first and each reconnect): the moment to re-read what a push may have missed. */
export function onSocketConnected(listener: () => void): () => void {
  return useSocketStatus.subscribe((now, before) => {
    if (now.connects !== before.connects) listener();
  });
}

/** Sends an event when the socket is connected; false when it is not (the caller falls back to a request). */
export function emitOnSocket(event: string, payload: unknown): boolean {
  const socket = current?.socket;
  if (!socket?.connected) return false;
  socket.emit(event, payload);
  return true;
}

/** Sends an event and waits for its acknowledgement; rejects when not connected or after `timeoutMs` without one. */
export async function emitWithAck(event: string, payload: unknown, timeoutMs: number): Promise<unknown> {
  const socket = current?.socket;
  if (!socket?.connected) throw new Error('The realtime connection is not open');
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<unknown>;
}
