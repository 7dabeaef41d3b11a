/** Pages a sign-in must never return to: the sign-in pages themselves and one-time links. */
const NO_RETURN = /^\/(login|register|forgot-password|reset-password|verify-email|oauth-callback)(\/|\?|#|$)/;

/**
 * The saved way back after login: router state `returnTo`, else `?returnTo=`. Only same-site paths
 * are accepted, so a crafted link cannot send someone elsewhere after they sign in.
 */
export function safeReturnPath(state: unknown, search: string): string | null {
  const fromState = (state as { returnTo?: unknown } | null)?.returnTo;
  const candidate = typeof fromState === 'string' ? fromState : new URLSearchParams(search).get('returnTo');
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (NO_RETURN.test(candidate)) return null;
  return candidate;
}
