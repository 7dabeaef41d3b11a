/**
 * Google sign-in, the parts without a browser: the address of Google's redirect sign-in and the
 * token that comes back to /oauth-callback (contracts' readGoogleConfig reads the server's settings).
 */

export const OAUTH_CALLBACK_PATH = '/oauth-callback';

/**
 * The token Google (or our own sign-in button) left in the callback URL: `credential`, `id_token`
 * or `token`, from the query or the hash. `error` carries Google's refusal (e.g. access_denied).
 */
export function oauthResultFrom(search: string, hash: string): { token: string | null; error: string | null } {
  const sources = [new URLSearchParams(hash.replace(/^#/, '')), new URLSearchParams(search)];
  const first = (keys: string[]) => {
    for (const params of sources) {
      for (const key of keys) {
        const value = params.get(key);
        if (value) return value;
      }
    }
    return null;
  };
  return { token: first(['credential', 'id_token', 'token']), error: first(['error_description', 'error']) };
}

/** Google's redirect sign-in returning an ID token in the hash of /oauth-callback. */
export function googleRedirectUrl({ clientId, origin, nonce }: { clientId: string; origin: string; nonce: string }): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}${OAUTH_CALLBACK_PATH}`,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce,
    prompt: 'select_account',
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params}`;
}
