import { connectNotificationSocket, SESSION_EXPIRED_EVENT, toast, useNotificationStore, useSession } from '@haat/web-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What follows from the session: the buyer's realtime connection (open while a buyer is signed in,
 * closed on logout), and the way to /login when the server says the session has expired.
 */
export function SessionEffects() {
  const { token, user, isBuyer } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isBuyer || !token || !userId) {
      useNotificationStore.getState().reset();
      return;
    }
    // Load the list now; the socket re-reads it on every (re)connect, so a blocked socket costs only live pushes.
    void useNotificationStore.getState().refresh();
    return connectNotificationSocket({
      token,
      userId,
      onNotification: (n) => toast.info(n.title, n.message),
    });
  }, [isBuyer, token, userId]);

  useEffect(() => {
    const onExpired = () => {
      if (location.pathname === '/login') return;
      const returnTo = `${location.pathname}${location.search}`;
      navigate('/login?session=expired', { state: { returnTo } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [location.pathname, location.search, navigate]);

  return null;
}
