import {
  BACKEND_UNREACHABLE_EVENT, backendStatusOnReconnect, connectionNotice, pingBackend, useSocketStatus, type BackendStatus,
} from '@haat/web-kit';
import { useEffect, useState } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { useOnline } from './use-online.ts';

/** While the backend is down it is pinged again this often; once it answers the pings stop. */
const RECHECK_MS = 5_000;

/**
 * The connection banner (spec §4, issue 15): hidden while checking or connected; 'You are offline'
 * while the device has no network; 'Backend Server Not Running' when the network is up and /api/ping
 * is unhealthy; the chat warning while the page socket has failed (3 attempts; its
 * 'socket-connected' clears it, and so does closing the socket at logout). A healthy backend is not
 * polled: an API call that gets no reply asks for a new ping, and so does the network coming back,
 * at once, so the banner goes within a second.
 */
export function BackendStatusBanner() {
  const t = useT(messages);
  const [status, setStatus] = useState<BackendStatus>('checking');
  const socketFailed = useSocketStatus((s) => s.failed);
  const online = useOnline();

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
      // Offline, the 'online' event brings the next ping; polling would only fail.
      if (next !== 'connected' && navigator.onLine) timer = setTimeout(() => void check(), RECHECK_MS);
    };
    void check();
    const onUnreachable = () => void check();
    const onOnline = () => {
      setStatus(backendStatusOnReconnect());
      checking = false;
      void check();
    };
    window.addEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener(BACKEND_UNREACHABLE_EVENT, onUnreachable);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  const notice = connectionNotice({ online, backend: status, socketFailed });
  if (notice === 'offline') {
    return (
      <div className="status-banner status-banner--danger" role="alert">
        <strong>{t('banner.offline')}</strong>
        <span>{t('banner.offlineHint')}</span>
      </div>
    );
  }
  if (notice === 'backend-down') {
    return (
      <div className="status-banner status-banner--danger" role="alert">
        <strong>{t('banner.backendDown')}</strong>
        <span>{t('banner.retrying')}</span>
      </div>
    );
  }
  if (notice === 'chat-unavailable') {
    // contracts' CHAT_TEXTS.chatUnavailableBanner.
    return <div className="status-banner status-banner--warning" role="status">{t('banner.chatDown')}</div>;
  }
  return null;
}
