import type { RemoteRoute } from '@haat/web-kit';

/** The shell's own pages, declared the same way the remotes declare theirs. */
export const shellRoutes: RemoteRoute[] = [
  { path: '/login', access: 'open', lazy: () => import('../pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: '/register', access: 'open', lazy: () => import('../pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: '/forgot-password', access: 'open', lazy: () => import('../pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: '/reset-password', access: 'open', lazy: () => import('../pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/verify-email', access: 'open', lazy: () => import('../pages/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })) },
  { path: '/oauth-callback', access: 'open', lazy: () => import('../pages/oauth-callback-page.tsx').then((m) => ({ Component: m.OauthCallbackPage })) },
  // Open on purpose: what deletion removes must be readable before signing in; the form needs a session.
  { path: '/delete-account', access: 'open', lazy: () => import('../pages/delete-account-page.tsx').then((m) => ({ Component: m.DeleteAccountPage })) },
  { path: '/profile', access: 'signed-in', lazy: () => import('../pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
];
