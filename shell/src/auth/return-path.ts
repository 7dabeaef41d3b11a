/**
 * The saved way back after login: router state `returnTo`, else `?returnTo=`. Only same-site paths
 * are accepted, so a crafted link cannot send someone elsewhere after they sign in.
 */
export function safeReturnPath(state: unknown, search: string): string | null {
  const fromState = (state as { returnTo?: unknown } | null)?.returnTo;
  const candidate = typeof fromState === 'string' ? fromState : new URLSearchParams(search).get('returnTo');
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/^\/(login|register)\b/.test(candidate)) return null;
  return candidate;
}
