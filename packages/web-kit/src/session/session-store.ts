import type { AuthReply, SessionUser } from '@haat/contracts';
import { replyData } from '@haat/contracts/reply-fields';
import { readAuthReply, readSessionUser } from '@haat/contracts/user-reply';
import { create } from 'zustand';
import { api, configureApiAuth } from '../api-client/index.ts';
import { forgetPhoneStatus } from '../account/phone-verification.ts';
import apiMessages from '../api-client/messages.json';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';
import { loginTypeAfterSignIn } from './login-context.ts';
import { type LoginType } from './roles.ts';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage.ts';

type SessionStatus = 'loading' | 'anonymous' | 'signed-in';

/** By e-mail, or by phone for an account without one (a rider who signed up by invitation). */
type LoginInput = ({ email: string } | { phone: string }) & { password: string; role: LoginType };
type RegisterInput = { name: string; email: string; password: string; role: LoginType; phone?: string; currentCity?: string };

export type SessionState = {
  status: SessionStatus;
  token: string | null;
  loginType: LoginType | null;
  user: SessionUser | null;
  /** The server ended the session (a 401): the shell sends the user to /login?session=expired. */
  expired: boolean;
  login: (input: LoginInput) => Promise<SessionUser>;
  register: (input: RegisterInput) => Promise<SessionUser>;
  /** Signs in with a Google ID token (POST /auth/google). */
  googleLogin: (googleToken: string) => Promise<SessionUser>;
  /**
   * Takes over a reply that carries a fresh token and user (a password change): older tokens stop
   * working at the server, so the new one must replace them at once. Keeps the login type.
   */
  adoptAuthReply: (reply: unknown) => SessionUser;
  /** Replaces the signed-in user after a profile change or phone verification. */
  setUser: (user: SessionUser) => void;
  /** Tells the server (errors ignored) and always clears the local session. */
  logout: () => Promise<void>;
  /** Loads the user behind a stored token (GET /auth/me). */
  loadMe: () => Promise<void>;
  /** Drops the session locally (token and login type removed). */
  clear: () => void;
  /** Drops the session because the server ended it. */
  expire: () => void;
  acknowledgeExpiry: () => void;
};


/** The login type a Google sign-in implies (no role was chosen; the account's role decides). */
const loginTypeOf = (user: SessionUser): LoginType => (user.role === 'seller' ? 'seller' : user.role === 'deliveryPartner' ? 'deliveryPartner' : 'buyer');

const stored = readStoredSession();

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: stored.token ? 'loading' : 'anonymous',
  token: stored.token,
  loginType: stored.loginType,
  user: null,
  expired: stored.expired,

  async login({ password, role, ...who }) {
    const by = 'email' in who ? { email: who.email.trim().toLowerCase() } : { phone: who.phone.trim() };
    const reply = await api.post<AuthReply>('/auth/login', { ...by, password, role }, { retry: false });
    // The server signs in the account's real role; a choice that does not fit is not remembered.
    return signIn(reply, (user) => loginTypeAfterSignIn(role, user));
  },

  async register({ role, ...rest }) {
    // Spec §4: registering as shopkeeper is sent to the server as seller.
    const serverRole = role === 'shopkeeper' ? 'seller' : role;
    const reply = await api.post<AuthReply>('/auth/register', { ...rest, email: rest.email.trim().toLowerCase(), role: serverRole }, { retry: false });
    return signIn(reply, role);
  },

  async googleLogin(googleToken) {
    const reply = await api.post<AuthReply>('/auth/google', { token: googleToken }, { retry: false });
    return signIn(reply, (user) => loginTypeOf(user));
  },

  adoptAuthReply(reply) {
    return signIn(reply, (user) => get().loginType ?? loginTypeOf(user));
  },

  setUser(user) {
    if (get().status === 'signed-in') set({ user });
  },

  async logout() {
    const hadToken = get().token;
    if (hadToken) await api.post('/auth/logout', undefined, { retry: false }).catch(() => undefined);
    get().clear();
  },

  async loadMe() {
    if (!get().token) {
      set({ status: 'anonymous', user: null });
      return;
    }
    try {
      const user = readSessionUser(replyData(await api.get<unknown>('/auth/me')));
      if (user.isBanned) {
        banAndSignOut(user.banReason || translateKit(apiMessages, 'kit.api.banned'));
        return;
      }
      set({ status: 'signed-in', user });
    } catch (err) {
      // A 401 already cleared the session (onUnauthorized); a dead backend leaves the token for a reload.
      if (get().status === 'loading') set({ status: 'anonymous', user: null });
      void err;
    }
  },

  clear() {
    clearStoredSession();
    forgetPhoneStatus();
    set({ status: 'anonymous', token: null, loginType: null, user: null, expired: false });
  },

  expire() {
    clearStoredSession({ expired: true });
    forgetPhoneStatus();
    set({ status: 'anonymous', token: null, loginType: null, user: null, expired: true });
  },

  acknowledgeExpiry() {
    set({ expired: false });
  },
}));

/** Stores the token and user of an auth reply; `loginType` is the role chosen, or derived from the user. */
function signIn(reply: unknown, loginType: LoginType | ((user: SessionUser) => LoginType)): SessionUser {
  const { token, user } = readAuthReply(reply);
  const type = typeof loginType === 'function' ? loginType(user) : loginType;
  writeStoredSession(token, type);
  useSessionStore.setState({ status: 'signed-in', token, user, loginType: type, expired: false });
  return user;
}

let banNoticeShownAt = 0;

/** Spec §8: a banned account is logged out, and told why, once even if several calls hit the ban. */
function banAndSignOut(reason: string): void {
  useSessionStore.getState().clear();
  const now = Date.now();
  if (now - banNoticeShownAt < 3000) return;
  banNoticeShownAt = now;
  globalThis.alert?.(translateKit(messages, 'kit.login.bannedAlert', { reason }));
}

configureApiAuth({
  getToken: () => useSessionStore.getState().token,
  onBanned: banAndSignOut,
  onUnauthorized: () => useSessionStore.getState().expire(),
});
