import { storage } from '../util/local-storage.ts';
import { isLoginType, type LoginType } from './roles.ts';

/** localStorage keys the spec names: the token and the login type. */
const TOKEN_KEY = 'token';
const LOGIN_TYPE_KEY = 'loginType';
/**
 * Ours: the server ended the session (a 401, or the socket told so). Kept until the next sign-in or
 * logout, so a page that needs a session still says it expired after a reload or in another tab:
 * the page socket ends a session at once, often before the visitor does anything.
 */
const EXPIRED_KEY = 'sessionExpired';

export function readStoredSession(): { token: string | null; loginType: LoginType | null; expired: boolean } {
  const token = storage.get(TOKEN_KEY);
  const loginType = storage.get(LOGIN_TYPE_KEY);
  return { token: token || null, loginType: isLoginType(loginType) ? loginType : null, expired: !token && storage.get(EXPIRED_KEY) === '1' };
}

export function writeStoredSession(token: string, loginType: LoginType): void {
  storage.set(TOKEN_KEY, token);
  storage.set(LOGIN_TYPE_KEY, loginType);
  storage.remove(EXPIRED_KEY);
}

/** Drops the stored session; `expired` when the server ended it, not the visitor. */
export function clearStoredSession({ expired = false } = {}): void {
  storage.remove(TOKEN_KEY);
  storage.remove(LOGIN_TYPE_KEY);
  if (expired) storage.set(EXPIRED_KEY, '1');
  else storage.remove(EXPIRED_KEY);
}
