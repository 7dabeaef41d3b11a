import { acquirePageSocket, connectNotificationSocket, SESSION_EXPIRED_EVENT, toast, useNotificationStore, useSession, type SessionExpiredDetail } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Chat toasts and the chat contracts they read are for signed-in users: not on a visitor's first screen.
const ChatMessageToasts = lazy(() => import('./chat-message-toasts.tsx').then((m) => ({ default: m.ChatMessageToasts })));

/**
 * What follows from the session: cached server data dropped when the user changes, the page's
 * realtime connection (open while a buyer or seller is signed in, closed on logout) with the buyer's
 * and seller's notifications and everyone's new-chat-message toasts, and the way to /login?session=expired when
 * the server ended the session during an action that needs it.
 */
export function SessionEffects() {
  const { token, user, isBuyer, isSeller, isDeliveryPartner } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const shownUserId = useRef(userId);
  useEffect(() => {
    // One person's profile, addresses or orders must never show to the next one on this device.
    // resetQueries drops every cached answer and re-asks only what is on screen now.
    if (shownUserId.current !== null && shownUserId.current !== userId) void queryClient.resetQueries();
    shownUserId.current = userId;
  }, [userId, queryClient]);

  // Sellers hold it too (live orders on the dashboard, chat on /dashboard/messages and its toasts
  // everywhere), and riders (new assignments and cancellations arrive live on every delivery page).
  const holdsSocket = isSeller || isDeliveryPartner;
  useEffect(() => (holdsSocket && token && userId ? acquirePageSocket({ token, userId }) : undefined), [holdsSocket, token, userId]);

  // Buyers and sellers have the bell. A seller's pushes are toasted by the seller's pages (new orders on the dashboard) and chat toasts.
  const hasBell = isBuyer || isSeller;
  useEffect(() => {
    if (!hasBell || !token || !userId) {
      useNotificationStore.getState().reset();
      return;
    }
    // Load the list now; the socket re-reads it on every (re)connect, so a blocked socket costs only live pushes.
    void useNotificationStore.getState().refresh();
    return connectNotificationSocket({
      token,
      userId,
      onNotification: isBuyer ? (n) => toast.info(n.title, n.message) : undefined,
    });
  }, [hasBell, isBuyer, token, userId]);

  // An ended session asks to sign in again only when an action needed it (issue 35): a page's reads
  // go on as a guest's (public pages stay public), and a page that needs a session sends the visitor
  // to /login?session=expired itself (route-guard.tsx), also when it ended at start-up.
  useEffect(() => {
    const onExpired = (event: Event) => {
      if ((event as CustomEvent<SessionExpiredDetail>).detail.method === 'GET' || location.pathname === '/login') return;
      navigate('/login?session=expired', { state: { returnTo: `${location.pathname}${location.search}` } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [location.pathname, location.search, navigate]);

  return userId ? <Suspense fallback={null}><ChatMessageToasts userId={userId} isSeller={isSeller} /></Suspense> : null;
}
