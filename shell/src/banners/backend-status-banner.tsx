import { SOCKET_CONNECTED_EVENT, SOCKET_FAILED_EVENT, SOCKET_FAILED_KEY, storage } from '@haat/web-kit';
import { useEffect, useState } from 'react';

type BackendStatus = 'checking' | 'connected' | 'disconnected';

const PING_TIMEOUT_MS = 5000;
const RECHECK_MS = 15_000;

async function ping(): Promise<boolean> {
  try {
    const response = await fetch('/api/ping', { signal: AbortSignal.timeout(PING_TIMEOUT_MS), cache: 'no-store' });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Bottom-left backend status (spec §4): hidden while checking or connected, 'Backend Server Not
 * Running' when /api/ping fails (re-checked every 15 s), and the chat warning when the socket failed.
 */
export function BackendStatusBanner() {
  const [status, setStatus] = useState<BackendStatus>('checking');
  const [socketFailed, setSocketFailed] = useState(() => storage.get(SOCKET_FAILED_KEY) === 'true');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      const ok = await ping();
      if (stopped) return;
      setStatus(ok ? 'connected' : 'disconnected');
      if (!ok) timer = setTimeout(() => void check(), RECHECK_MS);
    };
    void check();
    const onFailed = () => setSocketFailed(true);
    const onConnected = () => setSocketFailed(false);
    window.addEventListener(SOCKET_FAILED_EVENT, onFailed);
    window.addEventListener(SOCKET_CONNECTED_EVENT, onConnected);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener(SOCKET_FAILED_EVENT, onFailed);
      window.removeEventListener(SOCKET_CONNECTED_EVENT, onConnected);
    };
  }, []);

  if (status === 'disconnected') {
    return (
      <div className="corner-banner corner-banner--danger" role="alert">
        <strong>Backend Server Not Running</strong>
        <span>Retrying automatically...</span>
      </div>
    );
  }
  if (status === 'connected' && socketFailed) {
    return <div className="corner-banner corner-banner--warning" role="status">Chat Service Unavailable - Real-time chat is disabled.</div>;
  }
  return null;
}
