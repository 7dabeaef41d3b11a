import { storage } from '../util/local-storage.ts';
import { isLoginType, type LoginType } from './roles.ts';

/** localStorage keys the spec names: the token and the login type. */
const TOKEN_KEY = 'token';
const LOGIN_TYPE_KEY = 'loginType';

export function readStoredSession(): { token: string | null; loginType: LoginType | null } {
  const token = storage.get(TOKEN_KEY);
  const loginType = storage.get(LOGIN_TYPE_KEY);
  return { token: token || null, loginType: isLoginType(loginType) ? loginType : null };
}

export function writeStoredSession(token: string, loginType: LoginType): void {
  storage.set(TOKEN_KEY, token);
  storage.set(LOGIN_TYPE_KEY, loginType);
}

export function clearStoredSession(): void {
  storage.remove(TOKEN_KEY);
  storage.remove(LOGIN_TYPE_KEY);
}
