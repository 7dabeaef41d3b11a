import { CHAT_SOCKET_MAX_RETRIES } from '@haat/contracts/chat-rules';
import { create } from 'zustand';
import { storage } from '../util/local-storage.ts';

/** Spec §4/§9: the flag stored after 3 failed attempts, and the window events that flip the chat banner. */
export const SOCKET_FAILED_KEY = 'socket_connection_failed';
export const SOCKET_FAILED_EVENT = 'socket-connection-failed';
export const SOCKET_CONNECTED_EVENT = 'socket-connected';

/** off: no socket (signed out, or a role without one); reconnecting: it was up and dropped. */
export type SocketConnection = 'off' | 'connecting' | 'connected' | 'reconnecting';

export type SocketStatus = {
  connection: SocketConnection;
  /** 3 connect attempts in a row failed: chat runs on plain requests and the banner says so. */
  failed: boolean;
  /** Failed attempts since the last connect. */
  attempts: number;
  /** Counts connects, so a reconnect between two renders is still seen (rooms are joined again). */
  connects: number;
};

export const useSocketStatus = create<SocketStatus>()(() => ({ connection: 'off', failed: false, attempts: 0, connects: 0 }));

const announce = (name: string) => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(name));
};

/** A socket starts connecting; a failure flagged on an earlier visit stays shown until it connects. */
export function socketOpening(): void {
  useSocketStatus.setState({ connection: 'connecting', failed: storage.get(SOCKET_FAILED_KEY) === 'true', attempts: 0 });
}

export function socketConnected(): void {
  const { connects } = useSocketStatus.getState();
  useSocketStatus.setState({ connection: 'connected', failed: false, attempts: 0, connects: connects + 1 });
  storage.remove(SOCKET_FAILED_KEY);
  announce(SOCKET_CONNECTED_EVENT);
}

/** One failed connect attempt; the third in a row stores the flag and tells the banner (socket.io keeps trying). */
export function socketConnectFailed(): void {
  const attempts = useSocketStatus.getState().attempts + 1;
  useSocketStatus.setState({ attempts });
  if (attempts !== CHAT_SOCKET_MAX_RETRIES) return;
  useSocketStatus.setState({ failed: true });
  storage.set(SOCKET_FAILED_KEY, 'true');
  announce(SOCKET_FAILED_EVENT);
}

export function socketDisconnected(): void {
  useSocketStatus.setState({ connection: 'reconnecting' });
}

/** The socket was closed on purpose (logout): no socket, so no chat warning either. */
export function socketClosed(): void {
  useSocketStatus.setState({ connection: 'off', failed: false, attempts: 0 });
  storage.remove(SOCKET_FAILED_KEY);
}
