export { acquirePageSocket, onSocketEvent, onSocketConnected, emitOnSocket, emitWithAck } from './page-socket.ts';
export { usePageSocket, useSocketEvent } from './use-page-socket.ts';
export {
  useSocketStatus, SOCKET_FAILED_KEY, SOCKET_FAILED_EVENT, SOCKET_CONNECTED_EVENT, type SocketConnection, type SocketStatus,
} from './socket-status.ts';
