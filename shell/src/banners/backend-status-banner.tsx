import {
  BACKEND_UNREACHABLE_EVENT, pingBackend, showsBackendDown, showsChatUnavailable, SOCKET_CONNECTED_EVENT, SOCKET_FAILED_EVENT,
  SOCKET_FAILED_KEY, storage, type BackendStatus,
} from '@haat/web-kit';
import { useEffect, useState } from 'react';

/** While the backend is down it is pinged again this often; once it answers the pings stop. */
const RECHECK_MS = 15_000;

/**
 * Bottom-left backend status (spec §4): hidden while checking or connected, 'Backend Server Not
 * Running' when /api/ping is unhealthy, and the chat warning when the socket failed. A healthy
 * backend is not polled: an API call that gets no reply asks for a new ping instead.
 */
export function BackendStatusBanner() {
  const [status, setStatus] = useState<BackendStatus>('checking');
  const [socketFailed, setSocketFailed] = useState(() => storage.get(SOCKET_FAILED_KEY) === 'true');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      clearTimeout(timer);
      const next = await pingBackend();
      checking = false;
      if (stopped) return;
      setStatus(next);
      if (next !== 'connected') timer = setTimeout(() => void check(), RECHECK_MS);
    };
    void check();
    const onUnreachable = () => void check();
    const onFailed = () => setSocketFailed(true);
    const onConnected = () => setSocketFailed(false);
    window.addEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
    window.addEventListener(SOCKET_FAILED_EVENT, onFailed);
    window.addEventListener(SOCKET_CONNECTED_EVENT, onConnected);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
      window.removeEventListener(SOCKET_FAILED_EVENT, onFailed);
      window.removeEventListener(SOCKET_CONNECTED_EVENT, onConnected);
    };
  }, []);

  if (showsBackendDown(status)) {
    return (
      <div className="corner-banner corner-banner--danger" role="alert">
        <strong>Backend Server Not Running</strong>
        <span>Retrying automatically...</span>
      </div>
    );
  }
  if (showsChatUnavailable(status, socketFailed)) {
    return <div className="corner-banner corner-banner--warning" role="status">Chat Service Unavailable - Real-time chat is disabled.</div>;
  }
  return null;
}
