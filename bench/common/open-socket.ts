import { io, type Socket } from 'socket.io-client';

/** A user's socket to the gateway (websocket only), once it is connected. */
export function openSocket(base: string, token: string): Promise<Socket> {
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
