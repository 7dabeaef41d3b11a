import { lazy } from 'react';

// Only a seller's bar shows it: its code and the chat contracts load then, off a visitor's first screen.
export const UnreadMessages = lazy(() => import('./unread-messages.tsx'));
