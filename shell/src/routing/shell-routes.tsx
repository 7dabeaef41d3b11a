import type { RemoteRoute } from '@haat/web-kit';

/** The shell's own pages, declared the same way the remotes declare theirs. */
export const shellRoutes: RemoteRoute[] = [
  { path: '/login', access: 'open', lazy: () => import('../pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: '/register', access: 'open', lazy: () => import('../pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: '/profile', access: 'signed-in', lazy: () => import('../pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
];
