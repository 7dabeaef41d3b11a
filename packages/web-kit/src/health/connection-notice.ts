import { showsBackendDown, showsChatUnavailable, type BackendStatus } from './backend-status.ts';

/** Which one banner the page shows about its connection; one at a time, the most basic first. */
export type ConnectionNotice = 'none' | 'offline' | 'backend-down' | 'chat-unavailable';

/**
 * A device without a network is told 'You are offline' (issue 15), whatever the last ping said:
 * 'Backend Server Not Running' is kept for a network that is up and a backend that does not answer
 * well (spec §4), and the chat warning for a healthy backend whose socket failed.
 */
export function connectionNotice({ online, backend, socketFailed }: { online: boolean; backend: BackendStatus; socketFailed: boolean }): ConnectionNotice {
  if (!online) return 'offline';
  if (showsBackendDown(backend)) return 'backend-down';
  if (showsChatUnavailable(backend, socketFailed)) return 'chat-unavailable';
  return 'none';
}

/**
 * The backend status to hold when the network comes back: what was learnt while offline says
 * nothing about the backend, so it is 'checking' (no banner) until the ping sent at once answers.
 */
export const backendStatusOnReconnect = (): BackendStatus => 'checking';
