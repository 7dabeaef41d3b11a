import { BACKEND_UNREACHABLE_EVENT, pingBackend, showsBackendDown, showsChatUnavailable, useSocketStatus, type BackendStatus } from '@haat/web-kit';
import { CHAT_TEXTS } from '@haat/contracts/chat-rules';
import { useEffect, useState } from 'react';

/** While the backend is down it is pinged again this often; once it answers the pings stop. */
const RECHECK_MS = 15_000;

/**
 * Bottom-left backend status (spec §4): hidden while checking or connected, 'Backend Server Not
 * Running' when /api/ping is unhealthy, and the chat warning while the page socket has failed (3
 * attempts; its 'socket-connected' clears it, and so does closing the socket at logout). A healthy
 * backend is not polled: an API call that gets no reply asks for a new ping instead.
 */
export function BackendStatusBanner() {
  const [status, setStatus] = useState<BackendStatus>('checking');
  const socketFailed = useSocketStatus((s) => s.failed);

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
    window.addEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
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
    return <div className="corner-banner corner-banner--warning" role="status">{CHAT_TEXTS.chatUnavailableBanner}</div>;
  }
  return null;
}
